"""The pipeline stages: prepare (sources to pages), normalise, field finding at assembly, assemble,
resolve, reconcile. All but prepare are pure.
"""
