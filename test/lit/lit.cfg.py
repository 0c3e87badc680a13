# Lit configuration of Assay's FileCheck test suite.
#
# The suite exercises `assay-opt` (built into <build>/bin) on textual IR and
# compares its behaviour with `mlir-opt` 19, the oracle for Assay's text
# format. It runs three ways:
#
#   lit.py -sv <build>/test/lit                 the built assay-opt
#   lit.py -sv -Dassay-opt=mlir-opt-19 <dir>    the whole suite against the
#                                               oracle (feature `oracle`)
#   lit.py -sv -Dassay-opt=mlir-opt-19 test/lit from the source tree, with no
#                                               build at all
#
# Substitutions: `assay-opt`, `mlir-opt` and `%mlir_opt` name the tools;
# FileCheck, not, split-file and count come from LLVM 19's tools directory,
# which is on PATH behind <build>/bin. Features: `mlir-opt` when mlir-opt 19
# is installed, `oracle` when assay-opt is replaced by mlir-opt, `valgrind`
# when the built tools can run under valgrind.

import os
import sys
import re
import shutil
import tempfile

import lit.formats
import lit.util

config.name = "Assay"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = [
    "Inputs",
    "utils",
    "CMakeLists.txt",
    "README.md",
    "lit.cfg.py",
    "lit.site.cfg.py",
    "lit.site.cfg.py.in",
]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

# Without a site configuration (running straight from the source tree) there
# is no build directory: temporary files go to a scratch folder instead of the
# sources.
if getattr(config, "assay_obj_root", None):
    config.test_exec_root = os.path.join(config.assay_obj_root, "test", "lit")
else:
    config.test_exec_root = os.path.join(
        tempfile.gettempdir(), "assay-lit-%s" % os.getuid()
    )
    config.assay_tools_dir = ""


def find_tool(names, dirs):
    """Returns the first of `names` found in `dirs` or on PATH, else None."""
    for name in names:
        for d in dirs:
            if d and os.path.isfile(os.path.join(d, name)):
                path = os.path.join(d, name)
                if os.access(path, os.X_OK):
                    return path
        path = shutil.which(name)
        if path:
            return path
    return None


llvm_tools_dir = getattr(config, "llvm_tools_dir", "") or "/usr/lib/llvm-19/bin"
assay_tools_dir = getattr(config, "assay_tools_dir", "")

# PATH: the freshly built tools first, then LLVM 19's (FileCheck, not,
# split-file, count), then this suite's own helpers, then the caller's PATH.
path_dirs = [
    d
    for d in [assay_tools_dir, llvm_tools_dir, os.path.join(config.test_source_root, "utils")]
    if d
]
config.environment["PATH"] = os.pathsep.join(
    path_dirs + [config.environment.get("PATH", os.environ.get("PATH", ""))]
)
# Diagnostics and colours must not depend on the caller's terminal.
for var in ["TERM", "CLICOLOR", "CLICOLOR_FORCE", "NO_COLOR"]:
    config.environment.pop(var, None)


def tool_pattern(name):
    """A regex matching `name` as a whole word of a RUN line, not as part of a
    path, an option or a longer tool name."""
    return r"(?<![\w/.%-])" + re.escape(name) + r"(?![\w.-])"


# The tool under test. `-Dassay-opt=<tool>` (or `-Dassay_opt=<tool>`) swaps it,
# typically for mlir-opt-19, the oracle.
override = lit_config.params.get("assay-opt", lit_config.params.get("assay_opt"))
if override:
    assay_opt = find_tool([override], []) or override
    if "mlir-opt" in os.path.basename(assay_opt) or lit_config.params.get("oracle"):
        config.available_features.add("oracle")
    lit_config.note("assay-opt is %s" % assay_opt)
else:
    assay_opt = find_tool(["assay-opt"], [assay_tools_dir]) or os.path.join(
        assay_tools_dir or ".", "assay-opt"
    )

# Solver programs (Debian's cvc5 and z3): assay-tv --solver=cvc5 and the
# replay of --emit-smtlib files need them.
for solver in ("cvc5", "z3"):
    found = find_tool([solver], [])
    if found:
        config.available_features.add(solver)
        config.substitutions.append(("%" + solver + "-bin", found))

mlir_opt = find_tool(
    [getattr(config, "mlir_opt", "") or "mlir-opt-19", "mlir-opt-19"],
    [llvm_tools_dir],
)
if mlir_opt:
    config.available_features.add("mlir-opt")
else:
    # Keep the substitution well-formed; tests using it say REQUIRES: mlir-opt.
    mlir_opt = "mlir-opt-19"

filecheck = find_tool(["FileCheck"], [llvm_tools_dir]) or find_tool(
    ["FileCheck-19"], []
)
if not filecheck:
    lit_config.fatal("FileCheck from LLVM 19 is required")

not_tool = find_tool(["not"], [llvm_tools_dir])
if not not_tool:
    # A portable stand-in shipped with the suite.
    not_tool = os.path.join(config.test_source_root, "utils", "not.py")

config.substitutions.append(("%mlir_opt", mlir_opt))
config.substitutions.append((tool_pattern("assay-opt"), assay_opt))
config.substitutions.append((tool_pattern("mlir-opt"), mlir_opt))
config.substitutions.append((tool_pattern("FileCheck"), filecheck))
# `not` only in command position, so that words in echo'd text stay as they are.
config.substitutions.append(
    (r"(^|[|;&(]\s*)not(?=\s)", r"\g<1>" + not_tool.replace("\\", "\\\\"))
)

# The reference interpreter. `assay-run` runs a program with it; under the
# oracle (`-Dassay-opt=mlir-opt-19`) the same RUN lines run the program
# compiled instead, through test/lit/utils/mlir-cpu-run.sh (mlir-opt 19's
# lowering to the LLVM dialect, then mlir-cpu-runner 19), so interpreter tests
# are checked against MLIR's own execution. `mlir-cpu-runner` names
# mlir-cpu-runner 19; the feature `mlir-cpu-runner` says it and MLIR's
# runner-utils libraries are installed.
mlir_cpu_run = os.path.join(config.test_source_root, "utils", "mlir-cpu-run.sh")
mlir_cpu_runner = find_tool(["mlir-cpu-runner-19", "mlir-cpu-runner"], [llvm_tools_dir])
runner_lib_dir = lit_config.params.get("mlir_runner_lib_dir", "/usr/lib/llvm-19/lib")
# Debian's libmlir-19 ships the libraries with their version suffix only;
# the unversioned names come with libmlir-19-dev.
if mlir_cpu_runner and all(
    os.path.isfile(os.path.join(runner_lib_dir, lib))
    or os.path.isfile(os.path.join(runner_lib_dir, lib + ".19.1"))
    for lib in ["libmlir_c_runner_utils.so", "libmlir_runner_utils.so"]
):
    config.available_features.add("mlir-cpu-runner")
    config.environment["MLIR_RUNNER_LIB_DIR"] = runner_lib_dir
    config.environment["MLIR_CPU_RUNNER"] = mlir_cpu_runner
    config.environment["MLIR_OPT"] = mlir_opt
else:
    mlir_cpu_runner = "mlir-cpu-runner-19"
# Assay's runner-utils library (harness/cpu/runtime), built into <build>/lib.
# `%assay_runner_utils` names it; the feature `assay-runner-utils` says it is
# built and loadable by mlir-cpu-runner (not in a sanitized build, whose
# library needs the sanitizer runtime). With ASSAY_RUNNER_UTILS naming it,
# mlir-cpu-run.sh links it instead of MLIR's libraries, so one test checks
# the interpreter and both libraries against the same CHECK lines.
assay_runner_utils = os.path.join(
    getattr(config, "assay_obj_root", "") or ".", "lib", "libassay_runner_utils.so"
)
if os.path.isfile(assay_runner_utils) and not getattr(config, "assay_sanitize", ""):
    config.available_features.add("assay-runner-utils")
config.substitutions.append(("%assay_runner_utils", assay_runner_utils))
if "oracle" in config.available_features:
    assay_run = mlir_cpu_run
else:
    assay_run = find_tool(["assay-run"], [assay_tools_dir]) or os.path.join(
        assay_tools_dir or ".", "assay-run"
    )
config.substitutions.append((tool_pattern("assay-run"), assay_run))

# The translation validator. Its tests are about Assay's own tool: under the
# oracle they are unsupported (mark them `UNSUPPORTED: oracle`).
assay_tv = find_tool(["assay-tv"], [assay_tools_dir]) or os.path.join(
    assay_tools_dir or ".", "assay-tv"
)
config.substitutions.append((tool_pattern("assay-tv"), assay_tv))
# `%expect-exit N cmd ...` succeeds only when cmd exits with status N.
config.substitutions.append(
    (
        "%expect-exit",
        sys.executable + " " + os.path.join(config.test_source_root, "utils", "expect-exit.py"),
    )
)
config.substitutions.append((tool_pattern("mlir-cpu-runner"), mlir_cpu_runner))

# `sanitized`: the tools are the ASan/UBSan build (scripts/test-asan). A
# test whose outcome is a fact about Assay's output rather than about memory
# safety, and that costs minutes under the sanitizers, says
# `UNSUPPORTED: sanitized`; the release job runs it.
if getattr(config, "assay_sanitize", ""):
    config.available_features.add("sanitized")

# Valgrind checks the built tools for leaks and invalid accesses
# (`%if valgrind %{ valgrind ... assay-run %s %}`): not under the oracle, and
# not in a sanitized build, whose tools check themselves and do not run under
# valgrind.
if (
    shutil.which("valgrind")
    and "oracle" not in config.available_features
    and not getattr(config, "assay_sanitize", "")
):
    config.available_features.add("valgrind")

# The translation to LLVM IR. Under the oracle, `assay-translate` is
# mlir-translate 19, so the same RUN and CHECK lines hold for both.
if "oracle" in config.available_features:
    assay_translate = find_tool(["mlir-translate-19", "mlir-translate"], [llvm_tools_dir])
else:
    assay_translate = find_tool(["assay-translate"], [assay_tools_dir]) or os.path.join(
        assay_tools_dir or ".", "assay-translate"
    )
config.substitutions.append((tool_pattern("assay-translate"), assay_translate))
# MLIR's runner-utils libraries, for tests that run LLVM IR with lli-19.
config.substitutions.append(("%mlir_runner_lib_dir", runner_lib_dir))
