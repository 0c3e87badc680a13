// --dump-pass-pipeline prints the pipeline on stderr with every option and
// its default, sorted by name, as mlir-opt does; `-p` and pass flags build
// the same pipelines.

// RUN: assay-opt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NEST
// NEST: Pass Manager with 2 passes:
// NEST-NEXT: builtin.module(func.func(cse),symbol-dce)
// NEST-EMPTY:

// RUN: assay-opt -cse --symbol-privatize=exclude=a,b -print-op-stats=json=true --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=FLAGS
// FLAGS: Pass Manager with 3 passes:
// FLAGS-NEXT: builtin.module(cse,symbol-privatize{exclude=a,b},print-op-stats{json=true})

// Options print with their defaults; an empty list prints nothing.
// RUN: assay-opt -p 'builtin.module(symbol-privatize,print-op-stats)' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULTS
// DEFAULTS: builtin.module(symbol-privatize{},print-op-stats{json=false})

// `any` nests a pipeline on every op isolated from above; nested pipelines
// of the same anchor stay apart.
// RUN: assay-opt -p 'builtin.module(any(cse),func.func(cse,symbol-privatize{exclude={a,b}}),func.func(cse))' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ANY
// ANY: Pass Manager with 3 passes:
// ANY-NEXT: builtin.module(any(cse),func.func(cse,symbol-privatize{exclude=a,b}),func.func(cse))

// Blanks around elements are allowed.
// RUN: assay-opt -p 'builtin.module( func.func( cse ) , cse )' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BLANKS
// BLANKS: builtin.module(func.func(cse),cse)

// Once per chunk.
// RUN: assay-opt -cse --dump-pass-pipeline --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-2: Pass Manager with 1 passes:

func.func private @f()
// -----
func.func private @g()
