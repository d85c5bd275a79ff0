"""Paid reads: the read cache and its claims, the failure budget, Message Batches submissions."""
