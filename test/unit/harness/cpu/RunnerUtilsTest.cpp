//===- RunnerUtilsTest.cpp - Assay's runner utils against MLIR 19's ------===//
//
// Every function of libassay_runner_utils.so is called from compiled code
// through Assay's library and through MLIR 19's libraries, over the same
// memory, and what each prints must be the same bytes: every memref printer
// over memrefs of several ranks and layouts (strided, offset, rank 0, an
// empty dimension), the scalar printers on special values, the random
// numbers, memrefCopy and the allocation helpers.
//
//===----------------------------------------------------------------------===//
#include "harness/cpu/Executor.h"
#include "test/unit/harness/cpu/HarnessTestUtils.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cmath>
#include <cstring>

using namespace assay::cpu;

namespace {

enum class Form {
  /// `NAME(i64 rank, ptr descriptor)`.
  UnrankedPlain,
  /// `_mlir_ciface_NAME(ptr {rank, descriptor})`.
  UnrankedCInterface,
  /// `_mlir_ciface_NAME(ptr descriptor)` of a fixed rank.
  Ranked,
};

struct Printer {
  const char *name;
  Form form;
  /// The element's size in bytes.
  int elemSize;
  /// The rank a ranked printer takes.
  int rank;
};

// Every memref printer MLIR 19's runner_utils exports.
const Printer kPrinters[] = {
    {"printMemrefI32", Form::UnrankedPlain, 4, 0},
    {"printMemrefI64", Form::UnrankedPlain, 8, 0},
    {"printMemrefInd", Form::UnrankedPlain, 8, 0},
    {"printMemrefF32", Form::UnrankedPlain, 4, 0},
    {"printMemrefF64", Form::UnrankedPlain, 8, 0},
    {"printMemrefC32", Form::UnrankedPlain, 8, 0},
    {"printMemrefC64", Form::UnrankedPlain, 16, 0},
    {"_mlir_ciface_printMemrefI8", Form::UnrankedCInterface, 1, 0},
    {"_mlir_ciface_printMemrefI16", Form::UnrankedCInterface, 2, 0},
    {"_mlir_ciface_printMemrefI32", Form::UnrankedCInterface, 4, 0},
    {"_mlir_ciface_printMemrefI64", Form::UnrankedCInterface, 8, 0},
    {"_mlir_ciface_printMemrefInd", Form::UnrankedCInterface, 8, 0},
    {"_mlir_ciface_printMemrefF16", Form::UnrankedCInterface, 2, 0},
    {"_mlir_ciface_printMemrefBF16", Form::UnrankedCInterface, 2, 0},
    {"_mlir_ciface_printMemrefF32", Form::UnrankedCInterface, 4, 0},
    {"_mlir_ciface_printMemrefF64", Form::UnrankedCInterface, 8, 0},
    {"_mlir_ciface_printMemrefC32", Form::UnrankedCInterface, 8, 0},
    {"_mlir_ciface_printMemrefC64", Form::UnrankedCInterface, 16, 0},
    {"_mlir_ciface_printMemrefShapeI8", Form::UnrankedCInterface, 1, 0},
    {"_mlir_ciface_printMemrefShapeI32", Form::UnrankedCInterface, 4, 0},
    {"_mlir_ciface_printMemrefShapeI64", Form::UnrankedCInterface, 8, 0},
    {"_mlir_ciface_printMemrefShapeInd", Form::UnrankedCInterface, 8, 0},
    {"_mlir_ciface_printMemrefShapeF32", Form::UnrankedCInterface, 4, 0},
    {"_mlir_ciface_printMemrefShapeF64", Form::UnrankedCInterface, 8, 0},
    {"_mlir_ciface_printMemrefShapeC32", Form::UnrankedCInterface, 8, 0},
    {"_mlir_ciface_printMemrefShapeC64", Form::UnrankedCInterface, 16, 0},
    {"_mlir_ciface_printMemref0dF32", Form::Ranked, 4, 0},
    {"_mlir_ciface_printMemref1dI8", Form::Ranked, 1, 1},
    {"_mlir_ciface_printMemref1dI32", Form::Ranked, 4, 1},
    {"_mlir_ciface_printMemref1dI64", Form::Ranked, 8, 1},
    {"_mlir_ciface_printMemref1dInd", Form::Ranked, 8, 1},
    {"_mlir_ciface_printMemref1dF32", Form::Ranked, 4, 1},
    {"_mlir_ciface_printMemref1dF64", Form::Ranked, 8, 1},
    {"_mlir_ciface_printMemref1dC32", Form::Ranked, 8, 1},
    {"_mlir_ciface_printMemref1dC64", Form::Ranked, 16, 1},
    {"_mlir_ciface_printMemref2dF32", Form::Ranked, 4, 2},
    {"_mlir_ciface_printMemref3dF32", Form::Ranked, 4, 3},
    {"_mlir_ciface_printMemref4dF32", Form::Ranked, 4, 4},
    {"_mlir_ciface_printMemrefVector4x4xf32", Form::Ranked, 64, 2},
};

struct Verifier {
  const char *name;
  /// `NAME(i64 rank, ptr actual, ptr expected)`, or the C interface's
  /// `_mlir_ciface_NAME(ptr {rank, actual}, ptr {rank, expected})`.
  bool plain;
  int elemSize;
};

// Every memref comparison MLIR 19's runner_utils exports.
const Verifier kVerifiers[] = {
    {"verifyMemRefI32", true, 4},
    {"verifyMemRefInd", true, 8},
    {"verifyMemRefF32", true, 4},
    {"verifyMemRefF64", true, 8},
    {"verifyMemRefC32", true, 8},
    {"verifyMemRefC64", true, 16},
    {"_mlir_ciface_verifyMemRefI8", false, 1},
    {"_mlir_ciface_verifyMemRefI16", false, 2},
    {"_mlir_ciface_verifyMemRefI32", false, 4},
    {"_mlir_ciface_verifyMemRefI64", false, 8},
    {"_mlir_ciface_verifyMemRefInd", false, 8},
    {"_mlir_ciface_verifyMemRefF16", false, 2},
    {"_mlir_ciface_verifyMemRefBF16", false, 2},
    {"_mlir_ciface_verifyMemRefF32", false, 4},
    {"_mlir_ciface_verifyMemRefF64", false, 8},
    {"_mlir_ciface_verifyMemRefC32", false, 8},
    {"_mlir_ciface_verifyMemRefC64", false, 16},
};

/// Layouts the unranked printers are tried on: {offset, sizes, strides}.
struct Layout {
  int64_t offset;
  std::vector<int64_t> sizes, strides;
};
const Layout kLayouts[] = {
    {0, {}, {}},
    {2, {5}, {1}},
    {1, {3}, {2}},
    {0, {2, 3}, {3, 1}},
    {1, {2, 2}, {4, 2}},
    {0, {2, 2, 2}, {4, 2, 1}},
    {0, {2, 1, 3, 1}, {3, 3, 1, 1}},
    {3, {0}, {1}},
    {0, {2, 0}, {1, 1}},
};

/// A memory of 64-byte elements whose bytes make values of every element
/// type worth printing: small integers, printable characters, floats with
/// fractions and signs, halves that are neither 0 nor NaN.
struct Memory {
  alignas(64) unsigned char bytes[64 * 64];
  Memory() {
    // Floats and doubles of every width read the same memory: fill 4-byte
    // words with floats; 8-byte reads see doubles made of two floats, which
    // print as something finite and deterministic all the same.
    for (size_t i = 0; i < sizeof(bytes); ++i)
      bytes[i] = 0;
    for (size_t i = 0; i < sizeof(bytes) / 8; ++i) {
      double d = double(i) * 0.75 - 7.0;
      if (i % 7 == 3)
        d = -d * 1e9;
      std::memcpy(bytes + 8 * i, &d, sizeof(d));
    }
    // Printable characters for i8, at the front.
    for (size_t i = 0; i < 64; ++i)
      bytes[i] = 'a' + i % 26;
    // Values at the edges of the comparisons' tolerance: f32 1 against 1
    // plus 8 and 9 ulps (relative errors 9.5e-7 and 1.07e-6), f64 1 against
    // 1 plus 4500 and 4504 ulps (9.99e-13 and 1.00008e-12), NaN and
    // infinity.
    float f32s[] = {1.0f, 1.0f, 1.0f, NAN, INFINITY, -0.0f};
    std::memcpy(bytes + 1024, f32s, sizeof(f32s));
    double f64s[] = {1.0, 1.0, 1.0, NAN, INFINITY, -0.0};
    std::memcpy(bytes + 2048, f64s, sizeof(f64s));
  }
};

/// `memory` with some elements changed: single bits flipped across the
/// first kilobyte (low mantissa bits pass the float comparisons, high ones
/// fail), and the tolerance probes moved by their ulps or sign.
Memory perturb(const Memory &memory) {
  Memory m = memory;
  for (size_t i = 0; i < 1024; i += 9)
    m.bytes[i] ^= uint8_t(1) << (i % 8);
  float f32s[] = {std::nextafter(1.0f, 2.0f), 1.0f, 1.0f, NAN, INFINITY, 0.0f};
  for (int i = 0; i < 8; ++i)
    f32s[1] = std::nextafter(f32s[1], 2.0f);
  for (int i = 0; i < 9; ++i)
    f32s[2] = std::nextafter(f32s[2], 2.0f);
  std::memcpy(m.bytes + 1024, f32s, sizeof(f32s));
  double f64s[] = {1.0, 1.0, 1.0, NAN, INFINITY, 0.0};
  for (int i = 0; i < 4500; ++i)
    f64s[1] = std::nextafter(f64s[1], 2.0);
  for (int i = 0; i < 4504; ++i)
    f64s[2] = std::nextafter(f64s[2], 2.0);
  std::memcpy(m.bytes + 2048, f64s, sizeof(f64s));
  return m;
}

/// Builds the module: a `@call_NAME(args...)` that forwards to each
/// printer, declared with the printer's signature.
std::string buildModule() {
  std::string ir;
  llvm::raw_string_ostream os(ir);
  for (const Printer &p : kPrinters) {
    const char *params =
        p.form == Form::UnrankedPlain ? "i64 %a, ptr %b" : "ptr %a";
    const char *args =
        p.form == Form::UnrankedPlain ? "i64 %a, ptr %b" : "ptr %a";
    os << "declare void @" << p.name << "(" << params << ")\n"
       << "define void @call_" << p.name << "(" << params << ") {\n"
       << "  call void @" << p.name << "(" << args << ")\n"
       << "  ret void\n}\n";
  }
  for (const Verifier &v : kVerifiers) {
    const char *params = v.plain ? "i64 %r, ptr %a, ptr %e" : "ptr %a, ptr %e";
    os << "declare i64 @" << v.name << "(" << params << ")\n"
       << "define i64 @call_" << v.name << "(" << params << ") {\n"
       << "  %x = call i64 @" << v.name << "(" << params << ")\n"
       << "  ret i64 %x\n}\n";
  }
  // A `@call_NAME(value)` for each scalar printer.
  const std::pair<const char *, const char *> scalarPrinters[] = {
      {"printI64", "i64"},    {"printU64", "i64"},    {"printF32", "float"},
      {"printF64", "double"}, {"printString", "ptr"}, {"printFlops", "double"}};
  for (auto [name, type] : scalarPrinters)
    os << "declare void @" << name << "(" << type << ")\n"
       << "define void @call_" << name << "(" << type << " %v) {\n"
       << "  call void @" << name << "(" << type << " %v)\n"
       << "  ret void\n}\n";
  os << R"(
declare void @printOpen()
declare void @printClose()
declare void @printComma()
declare void @printNewline()
declare double @rtclock()
declare i64 @_mlir_ciface_nanoTime()
declare ptr @rtsrand(i64)
declare i64 @rtrand(ptr, i64)
declare void @rtdrand(ptr)
declare void @memrefCopy(i64, ptr, ptr)
declare ptr @mlirAlloc(i64)
declare ptr @mlirAlignedAlloc(i64, i64)
declare void @mlirFree(ptr)
declare void @mlirAlignedFree(ptr)
declare void @printF16(i16)
declare void @printBF16(i16)
declare bfloat @__truncsfbf2(float)
declare bfloat @__truncdfbf2(double)
define void @halves(i16 %bits) {
  call void @printF16(i16 %bits)
  call void @printComma()
  call void @printBF16(i16 %bits)
  call void @printNewline()
  ret void
}
define void @to_bfloat(float %f, double %d) {
  %a = call bfloat @__truncsfbf2(float %f)
  %ai = bitcast bfloat %a to i16
  %a64 = zext i16 %ai to i64
  call void @printU64(i64 %a64)
  call void @printComma()
  %b = call bfloat @__truncdfbf2(double %d)
  %bi = bitcast bfloat %b to i16
  %b64 = zext i16 %bi to i64
  call void @printU64(i64 %b64)
  call void @printNewline()
  ret void
}
define void @punctuation() {
  call void @printOpen()
  call void @printComma()
  call void @printClose()
  call void @printNewline()
  ret void
}
define double @call_rtclock() {
  %r = call double @rtclock()
  ret double %r
}
define i64 @call_nanoTime() {
  %r = call i64 @_mlir_ciface_nanoTime()
  ret i64 %r
}
; The sum of n numbers in [0, m] drawn from a generator seeded with s,
; each printed.
define void @random(i64 %s, i64 %m, i64 %n) {
entry:
  %g = call ptr @rtsrand(i64 %s)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %done = icmp eq i64 %i, %n
  br i1 %done, label %exit, label %body
body:
  %r = call i64 @rtrand(ptr %g, i64 %m)
  call void @printU64(i64 %r)
  call void @printComma()
  %i.next = add i64 %i, 1
  br label %loop
exit:
  call void @rtdrand(ptr %g)
  ret void
}
define void @call_memrefCopy(i64 %size, ptr %from, ptr %to) {
  call void @memrefCopy(i64 %size, ptr %from, ptr %to)
  ret void
}
; Allocates, checks the alignment, frees; returns the aligned pointer's
; remainder modulo the alignment (0) plus 1 if plain malloc gave null.
define i64 @allocations(i64 %align, i64 %size) {
  %p = call ptr @mlirAlloc(i64 %size)
  %null = icmp eq ptr %p, null
  %n = zext i1 %null to i64
  call void @mlirFree(ptr %p)
  %q = call ptr @mlirAlignedAlloc(i64 %align, i64 %size)
  %qi = ptrtoint ptr %q to i64
  %mask = sub i64 %align, 1
  %rem = and i64 %qi, %mask
  call void @mlirAlignedFree(ptr %q)
  %r = add i64 %rem, %n
  ret i64 %r
}
)";
  return ir;
}

/// Runs every function through the library `options` selects and returns
/// what they printed, stdout then stderr.
std::string runEverything(ExecutorOptions options, Memory &memory) {
  auto created = Executor::create(std::move(options));
  if (!created) {
    ADD_FAILURE() << llvm::toString(created.takeError());
    return "";
  }
  std::unique_ptr<Executor> e = std::move(*created);
  if (llvm::Error err = e->addModule(buildModule())) {
    ADD_FAILURE() << llvm::toString(std::move(err));
    return "";
  }
  auto check = [](llvm::Expected<Scalar> r) {
    if (!r)
      ADD_FAILURE() << llvm::toString(r.takeError());
  };
  CaptureOutput out(1), err(2);
  for (const Printer &p : kPrinters) {
    std::string callee = std::string("call_") + p.name;
    for (const Layout &layout : kLayouts) {
      int64_t rank = layout.sizes.size();
      if (p.form == Form::Ranked && rank != p.rank)
        continue;
      MemRefDescriptor d;
      d.allocated = memory.bytes;
      d.aligned = memory.bytes + p.elemSize;
      d.offset = layout.offset;
      d.sizes.assign(layout.sizes.begin(), layout.sizes.end());
      d.strides.assign(layout.strides.begin(), layout.strides.end());
      std::vector<int64_t> packed = d.pack();
      std::printf("%s:\n", p.name);
      if (p.form == Form::UnrankedPlain) {
        check(e->call(
            callee, {Scalar::getI64(rank), Scalar::getPointer(packed.data())}));
        continue;
      }
      if (p.form == Form::Ranked) {
        check(e->call(callee, {Scalar::getPointer(packed.data())}));
        continue;
      }
      int64_t unranked[2] = {rank, int64_t(uintptr_t(packed.data()))};
      check(e->call(callee, {Scalar::getPointer(unranked)}));
    }
  }
  for (int64_t v : {int64_t(0), int64_t(-1), INT64_MIN, INT64_MAX}) {
    check(e->call("call_printI64", {Scalar::getI64(v)}));
    check(e->call("call_printU64", {Scalar::getI64(v)}));
    check(e->call("punctuation", {}));
  }
  for (double v : {0.0, -0.0, 1.0 / 3, 1e-5, 123456789.0, 1e300,
                   -double(INFINITY), double(NAN), -double(NAN)}) {
    check(e->call("call_printF32", {Scalar::getF32(float(v))}));
    check(e->call("call_printF64", {Scalar::getF64(v)}));
    check(e->call("punctuation", {}));
  }
  check(e->call("call_printString",
                {Scalar::getPointer("a string\twith a tab\n")}));
  check(e->call("call_printFlops", {Scalar::getF64(1.25e9)}));
  for (int bits : {0x0000, 0x8000, 0x3c00, 0x3c01, 0x0001, 0x7bff, 0x7c00,
                   0xfc00, 0x7e00, 0x3f80, 0x4049, 0xc2f7})
    check(e->call("halves", {Scalar::getI16(int16_t(bits))}));
  for (double v : {0.0, -0.0, 1.0, 1.00390625, 1.005859375, 1.0 / 3, -2.5e38,
                   1e-40, 3.4e38, double(INFINITY), double(NAN), -double(NAN),
                   1e300, 1.0039062500000002})
    check(e->call("to_bfloat", {Scalar::getF32(float(v)), Scalar::getF64(v)}));
  for (uint64_t m : {uint64_t(0), uint64_t(1), uint64_t(1000), ~uint64_t(0)})
    check(e->call("random", {Scalar::getI64(42), Scalar::getI64(int64_t(m)),
                             Scalar::getI64(5)}));
  std::printf("\n");

  // The comparisons: the memory against a perturbed copy, over every
  // layout and over the tolerance probes, then two different layouts.
  static Memory other = perturb(memory);
  for (const Verifier &v : kVerifiers) {
    std::string callee = std::string("call_") + v.name;
    auto compare = [&](const Layout &actualLayout, const Layout &expectedLayout,
                       unsigned char *at) {
      auto describe = [&](unsigned char *buffer, const Layout &layout) {
        MemRefDescriptor d;
        d.allocated = buffer;
        d.aligned = buffer + (at - memory.bytes);
        d.offset = layout.offset;
        d.sizes.assign(layout.sizes.begin(), layout.sizes.end());
        d.strides.assign(layout.strides.begin(), layout.strides.end());
        return d.pack();
      };
      std::vector<int64_t> a = describe(memory.bytes, actualLayout);
      std::vector<int64_t> x = describe(other.bytes, expectedLayout);
      int64_t rank = actualLayout.sizes.size();
      std::fflush(nullptr);
      std::fprintf(stderr, "%s:\n", v.name);
      llvm::Expected<Scalar> r = Scalar();
      if (v.plain) {
        r = e->call(callee, {Scalar::getI64(rank), Scalar::getPointer(a.data()),
                             Scalar::getPointer(x.data())});
      } else {
        int64_t ua[2] = {rank, int64_t(uintptr_t(a.data()))};
        int64_t ux[2] = {int64_t(expectedLayout.sizes.size()),
                         int64_t(uintptr_t(x.data()))};
        r = e->call(callee, {Scalar::getPointer(ua), Scalar::getPointer(ux)});
      }
      if (!r) {
        ADD_FAILURE() << llvm::toString(r.takeError());
        return;
      }
      std::fflush(nullptr);
      std::printf("%s: %lld\n", v.name, (long long)r->getSExt());
    };
    for (const Layout &layout : kLayouts)
      compare(layout, layout, memory.bytes + v.elemSize);
    Layout probes{0, {6}, {1}};
    compare(probes, probes, memory.bytes + (v.elemSize <= 4 ? 1024 : 2048));
    Layout wide{0, {64}, {1}};
    compare(wide, wide, memory.bytes);
    compare(kLayouts[3], kLayouts[4], memory.bytes);
  }
  std::string text = out.finish();
  text += "stderr:\n" + err.finish();

  // The clocks and the allocations cannot be compared by their output.
  llvm::Expected<Scalar> clock = e->call("call_rtclock", {});
  EXPECT_TRUE(clock && clock->getF64() > 1.0e9);
  llvm::Expected<Scalar> nano = e->call("call_nanoTime", {});
  EXPECT_TRUE(nano && nano->getSExt() > 0);
  for (int64_t align : {8, 16, 64, 4096}) {
    llvm::Expected<Scalar> rem = e->call(
        "allocations", {Scalar::getI64(align), Scalar::getI64(align * 3)});
    EXPECT_TRUE(rem && rem->getZExt() == 0) << "alignment " << align;
  }

  // memrefCopy: a strided 2x3 window into a contiguous buffer and back into
  // a transposed layout.
  int32_t source[12];
  for (int i = 0; i < 12; ++i)
    source[i] = i;
  int32_t dense[6] = {}, transposed[6] = {};
  MemRefDescriptor from;
  from.allocated = from.aligned = source;
  from.offset = 1;
  from.sizes = {2, 3};
  from.strides = {4, 1};
  MemRefDescriptor to = MemRefDescriptor::getContiguous(dense, {2, 3});
  MemRefDescriptor toT = MemRefDescriptor::getContiguous(transposed, {2, 3});
  toT.strides = {1, 2};
  std::vector<int64_t> fromPacked = from.pack(), toPacked = to.pack(),
                       toTPacked = toT.pack();
  int64_t fromU[2] = {2, int64_t(uintptr_t(fromPacked.data()))};
  int64_t toU[2] = {2, int64_t(uintptr_t(toPacked.data()))};
  int64_t toTU[2] = {2, int64_t(uintptr_t(toTPacked.data()))};
  check(
      e->call("call_memrefCopy", {Scalar::getI64(4), Scalar::getPointer(fromU),
                                  Scalar::getPointer(toU)}));
  check(e->call("call_memrefCopy", {Scalar::getI64(4), Scalar::getPointer(toU),
                                    Scalar::getPointer(toTU)}));
  llvm::raw_string_ostream os(text);
  os << "copied:";
  for (int32_t v : dense)
    os << ' ' << v;
  os << " transposed:";
  for (int32_t v : transposed)
    os << ' ' << v;
  os << '\n';
  return text;
}

TEST(RunnerUtils, SameBytesAsMlirRunnerUtils) {
  std::vector<std::string> libs = getMlirRunnerUtils();
  if (libs.empty())
    GTEST_SKIP() << "MLIR 19's runner-utils libraries are not installed";
  static Memory memory;
  std::string ours = runEverything({}, memory);
  ExecutorOptions mlir;
  mlir.linkRunnerUtils = false;
  mlir.sharedLibs = libs;
  std::string theirs = runEverything(mlir, memory);
  ASSERT_FALSE(theirs.empty());
  // Compare line by line so a failure names the first line that differs.
  llvm::SmallVector<llvm::StringRef> ourLines, theirLines;
  llvm::StringRef(ours).split(ourLines, '\n');
  llvm::StringRef(theirs).split(theirLines, '\n');
  for (size_t i = 0; i < std::min(ourLines.size(), theirLines.size()); ++i)
    ASSERT_EQ(ourLines[i].str(), theirLines[i].str()) << "line " << i + 1;
  EXPECT_EQ(ours, theirs);
  EXPECT_NE(ours.find("copied: 1 2 3 5 6 7 transposed: 1 5 2 6 3 7"),
            std::string::npos)
      << ours;
}

} // namespace
