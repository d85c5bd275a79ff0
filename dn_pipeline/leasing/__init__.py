"""Batch leases: acquire, heartbeat, fence every write, release; a dead holder is taken over."""
