// assay-tv --patterns: one dialect's rows, as text and JSON; the exit status
// is 0 (nothing refuted, nothing uncovered); the JSON run takes one arith
// row in eight (the by-construction row is checked in the text run). The
// full table is checked by
// test/lit/docs/verification-table.test.
// UNSUPPORTED: oracle
// RUN: assay-tv --patterns --dialect=ub --widths=8 | FileCheck %s
// RUN: assay-tv --patterns --dialect=arith --widths=8 --shard=0/8 --json | FileCheck %s --check-prefix=JSON
// RUN: not assay-tv --patterns --widths=0 2>&1 | FileCheck %s --check-prefix=BAD
// A pattern's rows go with the dialect of the op it matches (one row in
// eight of memref's).
// RUN: assay-tv --patterns --dialect=memref --widths=8 --impl-widths=8 --shard=0/8 | FileCheck %s --check-prefix=MEMREF

// CHECK: | pattern | kind | identity | proven at | status |
// CHECK: | ub | constant fold | `constant folding` |  | by construction: {{.*}} |
// CHECK: 1 entries: 0 verified, 0 refuted, 0 unknown, 0 not verifiable, 1 by construction

// JSON: {"detail":"","identity":"addi(addi(x, c0), c1) -> addi(x, c0 + c1)","kind":"pattern","pattern":"arith.addi","proven":"i8 index32/64","status":"verified"}
// JSON: {"summary":{"by construction":{{[0-9]+}},"not verifiable":{{[0-9]+}},"refuted":0,"unknown":{{[0-9]+}},"verified":{{[0-9]+}}}}

// MEMREF: | CollapseOfCast | pattern | `collapse_shape(cast(x)) -> cast(collapse_shape(x))` | i8 index32/64 | verified |
// MEMREF: | memref.{{[a-z_]+}} | fold | {{.*}} | verified |
// MEMREF: {{[0-9]+}} entries: {{[0-9]+}} verified, 0 refuted, 0 unknown,

// BAD: error: --widths takes 'ci', 'all' or widths 1-64, not '0'
