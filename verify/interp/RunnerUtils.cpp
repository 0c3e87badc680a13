//===- RunnerUtils.cpp - The runner-utils functions, natively -------------===//
//
// Programs run under mlir-cpu-runner link the runner-utils libraries and
// call printF32, printMemrefF32 and friends, declared as external functions
// (`func.func private @printF32(f32)`). The interpreter provides the same
// functions and prints exactly what mlir-cpu-runner 19 prints, so one set of
// CHECK lines matches both: scalars in printf's `%g`/`%ld`/`%lu` formats,
// memrefs as `Unranked Memref base@ = 0x... rank = R offset = O sizes = [...]
// strides = [...] data = ` followed by the nested elements.
//
// A poison value prints as `poison` (a compiled program would print
// whatever bits it happened to hold).
//
//===----------------------------------------------------------------------===//
#include "verify/interp/Engine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstring>

using namespace assay;
using namespace assay::interp;

namespace {

/// How one element of a printed memref is formatted.
enum class ElemKind { I8, I16, I32, I64, F16, BF16, F32, F64 };

/// Prints a float as printf's `%g` does (what std::ostream prints too).
void printG(llvm::raw_ostream &os, double v) {
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%g", v);
  os << buf;
}

float bitsToFloat(uint64_t bits) {
  uint32_t b = uint32_t(bits);
  float f;
  std::memcpy(&f, &b, sizeof(f));
  return f;
}

double bitsToDouble(uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof(d));
  return d;
}

void printElement(llvm::raw_ostream &os, const Slot &s, ElemKind kind) {
  if (s.poison) {
    os << "poison";
    return;
  }
  switch (kind) {
  case ElemKind::I8:
    os << int64_t(int8_t(s.bits));
    return;
  case ElemKind::I16:
    os << int64_t(int16_t(s.bits));
    return;
  case ElemKind::I32:
    os << int64_t(int32_t(s.bits));
    return;
  case ElemKind::I64:
    os << int64_t(s.bits);
    return;
  case ElemKind::F16:
  case ElemKind::BF16: {
    llvm::APFloat f(kind == ElemKind::F16 ? llvm::APFloat::IEEEhalf()
                                          : llvm::APFloat::BFloat(),
                    llvm::APInt(16, s.bits & 0xffff));
    bool loses;
    f.convert(llvm::APFloat::IEEEsingle(),
              llvm::RoundingMode::NearestTiesToEven, &loses);
    printG(os, f.convertToFloat());
    return;
  }
  case ElemKind::F32:
    printG(os, bitsToFloat(s.bits));
    return;
  case ElemKind::F64:
    printG(os, bitsToDouble(s.bits));
    return;
  }
}

void printSpaces(llvm::raw_ostream &os, int64_t count) {
  for (int64_t i = 0; i < count; ++i)
    os << ' ';
}

/// Prints element `at` (counted in `box`'s elements) as `kind`.
void printElementAt(llvm::raw_ostream &os, const MemRefBox &box, int64_t at,
                    ElemKind kind) {
  Slot s;
  readElement(box, at, s);
  printElement(os, s, kind);
}

/// The nested data of a memref: rows in brackets, elements separated by
/// `, ` and padded by the depth, inner rows on their own lines.
void printData(llvm::raw_ostream &os, const MemRefBox &box, ElemKind kind) {
  int64_t rank = box.getRank();
  if (rank == 0) {
    os << '[';
    printElementAt(os, box, box.offset, kind);
    os << ']';
    return;
  }
  // An explicit walk over the index space, writing brackets as dimensions
  // open and close.
  llvm::SmallVector<int64_t, 4> idx(rank, 0);
  for (int64_t s : box.sizes)
    if (s == 0) {
      for (int64_t i = 0; i < rank; ++i)
        os << '[';
      for (int64_t i = 0; i < rank; ++i)
        os << ']';
      return;
    }
  // Dimensions opened at the start.
  int64_t open = 0;
  while (true) {
    // Open the dimensions whose index just became 0.
    for (; open < rank; ++open)
      os << '[';
    int64_t at = box.offset;
    for (int64_t i = 0; i < rank; ++i)
      at += idx[i] * box.strides[i];
    printElementAt(os, box, at, kind);
    // Advance; close dimensions that end.
    int64_t k = rank - 1;
    while (k >= 0 && idx[k] + 1 == box.sizes[k]) {
      os << ']';
      idx[k] = 0;
      --k;
    }
    if (k < 0)
      return;
    ++idx[k];
    // dim (in the runner's counting) of dimension k is rank - k.
    os << ", ";
    if (rank - k > 1)
      os << '\n';
    // The element or row that follows is indented by its depth, and rows
    // inside it reopen.
    printSpaces(os, k + 1);
    open = k + 1;
  }
}

void printMemRefHeader(llvm::raw_ostream &os, const MemRefBox &box) {
  os << "Unranked Memref base@ = "
     << llvm::format("%p", static_cast<const void *>(box.alloc->data))
     << " rank = " << box.getRank() << " offset = " << box.offset
     << " sizes = [";
  llvm::interleave(box.sizes, os, ", ");
  os << "] strides = [";
  llvm::interleave(box.strides, os, ", ");
  os << "]";
}

template <ElemKind Kind>
LogicalResult printMemref(Machine &m, const Instr *call,
                          llvm::ArrayRef<Slot> args,
                          llvm::MutableArrayRef<Slot>) {
  const Slot &s = args[0];
  auto *box = static_cast<MemRefBox *>(asBox(s));
  if (s.poison || !box) {
    m.raiseUB(call, "poison memref passed to a print function");
    return failure();
  }
  if (!box->alloc->alive) {
    m.raiseUB(call, "use after free (the memref was deallocated)");
    return failure();
  }
  // Every printed element must be in the allocation.
  int64_t lo = box->offset, hi = box->offset;
  bool empty = false;
  for (int64_t i = 0; i < box->getRank(); ++i) {
    if (box->sizes[i] == 0)
      empty = true;
    int64_t span = (box->sizes[i] - 1) * box->strides[i];
    (span < 0 ? lo : hi) += span;
  }
  if (!empty &&
      (!elementInAllocation(*box, lo) || !elementInAllocation(*box, hi))) {
    m.raiseUB(call, "print of a memref that reaches outside its allocation");
    return failure();
  }
  llvm::raw_ostream &os = m.out;
  printMemRefHeader(os, *box);
  os << " data = \n";
  printData(os, *box, Kind);
  os << '\n';
  return success();
}

template <ElemKind Kind>
LogicalResult printScalar(Machine &m, const Instr *, llvm::ArrayRef<Slot> args,
                          llvm::MutableArrayRef<Slot>) {
  printElement(m.out, args[0], Kind);
  return success();
}

LogicalResult printU64(Machine &m, const Instr *, llvm::ArrayRef<Slot> args,
                       llvm::MutableArrayRef<Slot>) {
  if (args[0].poison)
    m.out << "poison";
  else
    m.out << args[0].bits;
  return success();
}

template <char const *Text>
LogicalResult printText(Machine &m, const Instr *, llvm::ArrayRef<Slot>,
                        llvm::MutableArrayRef<Slot>) {
  m.out << Text;
  return success();
}

constexpr char kNewline[] = "\n";
constexpr char kComma[] = ", ";
constexpr char kOpen[] = "( ";
constexpr char kClose[] = " )";

LogicalResult printFlops(Machine &m, const Instr *, llvm::ArrayRef<Slot> args,
                         llvm::MutableArrayRef<Slot>) {
  m.out.flush();
  llvm::errs() << llvm::format("%lf GFLOPS\n",
                               bitsToDouble(args[0].bits) / 1.0E9);
  return success();
}

LogicalResult rtclock(Machine &m, const Instr *, llvm::ArrayRef<Slot>,
                      llvm::MutableArrayRef<Slot> results) {
  double now = std::chrono::duration<double>(
                   std::chrono::system_clock::now().time_since_epoch())
                   .count();
  std::memcpy(&results[0].bits, &now, sizeof(now));
  results[0].poison = 0;
  return success();
}

} // namespace

const llvm::StringMap<NativeFn> &interp::getNativeFunctions() {
  static llvm::StringMap<NativeFn> table = [] {
    llvm::StringMap<NativeFn> t;
    t["printF32"] = printScalar<ElemKind::F32>;
    t["printF64"] = printScalar<ElemKind::F64>;
    t["printI64"] = printScalar<ElemKind::I64>;
    t["printU64"] = printU64;
    t["printNewline"] = printText<kNewline>;
    t["printComma"] = printText<kComma>;
    t["printOpen"] = printText<kOpen>;
    t["printClose"] = printText<kClose>;
    t["printFlops"] = printFlops;
    t["rtclock"] = rtclock;
    // The memref printers of MLIR 19's runner utils (there is no I8, I16,
    // F16 or BF16 one; the index one is spelled `Ind`).
    t["printMemrefI32"] = printMemref<ElemKind::I32>;
    t["printMemrefI64"] = printMemref<ElemKind::I64>;
    t["printMemrefInd"] = printMemref<ElemKind::I64>;
    t["printMemrefF32"] = printMemref<ElemKind::F32>;
    t["printMemrefF64"] = printMemref<ElemKind::F64>;
    return t;
  }();
  return table;
}
