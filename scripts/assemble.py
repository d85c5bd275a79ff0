"""= dn-pipeline assemble (see README). Thin wrapper for cron and operators."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from dn_pipeline.cli.main import main

sys.exit(main(["assemble", *sys.argv[1:]]))
