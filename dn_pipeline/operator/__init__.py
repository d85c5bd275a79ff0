"""What an operator does: uploads, batch control (list, cancel, redrive, assemble, health, export),
host data, reviewers, watch.
"""
