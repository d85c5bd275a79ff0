"""Running batches: the worker, the staged and legacy runs, the tick, retry and backoff, the
recovery sweep, supplier memory learning.
"""
