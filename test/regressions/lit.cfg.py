# Lit configuration of Assay's regression tests.
#
# Every fixed bug lives on here as a reduced test named after it:
# `<id>-<short-name>.mlir` (ids of ../shared/defects style: 002, rel-H4,
# up-01, ...). The suite shares test/lit's tools, substitutions and features
# (assay-opt, assay-run, mlir-opt, FileCheck, not, the `oracle` feature): it
# loads that configuration and only moves the source and execution roots.
#
#   lit.py -sv <build>/test/regressions                 the built tools
#   lit.py -sv -Dassay-opt=mlir-opt-19 test/regressions  against MLIR 19; a
#                                                       bug MLIR 19 shares
#                                                       says UNSUPPORTED: oracle

import os
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
lit_config.load_config(config, os.path.join(here, "..", "lit", "lit.cfg.py"))

config.name = "Assay regressions"
config.test_source_root = here
if getattr(config, "assay_obj_root", None):
    config.test_exec_root = os.path.join(config.assay_obj_root, "test", "regressions")
else:
    config.test_exec_root = os.path.join(
        tempfile.gettempdir(), "assay-regressions-%s" % os.getuid()
    )
