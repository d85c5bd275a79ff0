"""dn-pipeline: supplier delivery notes in, review-ready candidates in PocketBase out."""

__version__ = "0.1.0"
