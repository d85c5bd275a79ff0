"""Apply the dn-pipeline schema additively and enable the batch API (= dn-pipeline schema apply).

Usage: python scripts/pb-add-dn-staged-ingestion.py [--dry-run] [--self-test]
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from dn_pipeline.cli.main import main

sys.exit(main(["schema", "apply", *sys.argv[1:]]))
