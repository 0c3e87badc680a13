//===- ViewOpGraph.cpp - The op graph as a Graphviz DOT file --------------===//
//
// `view-op-graph` writes the op it runs on as a Graphviz digraph to stderr,
// in mlir-opt 19's layout, and leaves the IR unchanged:
//
//  - an op with regions is a cluster (`subgraph cluster_N`) labelled with
//    the op, each of its blocks a nested cluster with an empty label; every
//    cluster holds an invisible anchor node (`vM [label = " ", shape =
//    plain]`) that edges to and from the cluster attach to (with `lhead` /
//    `ltail`, and no label: Graphviz would leave it floating);
//  - an op without regions is a filled ellipse whose colour stands for its
//    name (hues spread evenly over the names, in post-order of first
//    occurrence); a block argument is an ellipse labelled `argN`;
//  - an op's label is its name, ` : (result types)` and, after a blank
//    line, one `name: value` line per attribute (inherent ones included);
//    types and values are cut at `max-label-len` characters, elements
//    attributes of more than 16 elements and arrays of more than 16 entries
//    are elided, splats are always shown;
//  - edges come last: control flow (dashed, from each op to the next one in
//    its block) when asked, then data flow (solid, from the definition of
//    each operand to its user, labelled with the operand number when the
//    user has several).
//
// The nesting is walked with an explicit stack, not recursion.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/ElementsAttributes.h"
#include "ir/Operation.h"
#include "pass/Pass.h"
#include "pass/transforms/Passes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>

using namespace assay;

namespace {

/// Elements attributes and arrays larger than this are elided in labels.
constexpr int64_t kLargeAttrLimit = 16;

/// A node of the graph: a plain node, or the anchor node of a cluster.
struct Node {
  int id = 0;
  std::optional<int> clusterId;
};

/// DOT attributes of a node or an edge, printed sorted by key.
using AttrMap = std::map<std::string, std::string>;

/// `"text"`.
static std::string quote(llvm::StringRef text) {
  return ("\"" + text + "\"").str();
}

/// Escapes `text` for a DOT string: backslashes, quotes and newlines.
static std::string escape(llvm::StringRef text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '\\' || c == '"') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else {
      out += c;
    }
  }
  return out;
}

/// Writes the DOT text of one op graph.
class GraphWriter {
public:
  struct Options {
    unsigned maxLabelLen;
    bool printAttrs, printControlFlowEdges, printDataFlowEdges,
        printResultTypes;
  };

  GraphWriter(llvm::raw_ostream &os, const Options &options)
      : os(os), options(options) {}

  /// Writes the graph of `root` and everything nested in it.
  void write(Operation *root);

private:
  /// One level of the walk: an op whose blocks are being visited, or a
  /// block whose ops are being visited.
  struct Frame {
    Operation *op = nullptr;
    Block *block = nullptr;
    /// The op's cluster.
    Node node;
    /// The next region and block of the op to visit.
    unsigned region = 0;
    Block *nextBlock = nullptr;
    /// The next op of the block to visit, and the node of the last one.
    Block::iterator nextOp;
    std::optional<Node> previous;
  };

  void assignColors(Operation *root);
  std::string truncate(std::string text) const;
  std::string getAttrText(Attribute attr) const;
  std::string getLabel(Operation *op) const;

  void emitAttrList(llvm::raw_ostream &out, const AttrMap &attrs);
  Node emitNode(const std::string &label, llvm::StringRef shape,
                llvm::StringRef fillColor = "");
  /// Opens a cluster labelled `label` (with its anchor node).
  Node openCluster(const std::string &label);
  void closeCluster();
  void addEdge(Node from, Node to, const std::string &label,
               llvm::StringRef style);
  /// Opens the cluster of an op with regions and pushes its frame.
  void enterOp(Operation *op);
  /// Records what follows from `op` (drawn as `node`) in its block.
  void finishOp(Operation *op, Node node);
  /// Whether the op frame on top of the stack has a block left; opens it.
  bool enterNextBlock();

  llvm::raw_ostream &os;
  Options options;
  int counter = 0;
  unsigned indent = 0;
  llvm::SmallVector<Frame, 8> stack;
  llvm::DenseMap<OperationName, std::string> colors;
  llvm::DenseMap<Value, Node> valueToNode;
  /// Data flow edges wait until every value has its node.
  struct DataFlowEdge {
    Value value;
    Node to;
    std::string label;
  };
  std::vector<DataFlowEdge> dataFlowEdges;
  std::vector<std::string> edges;
};

} // namespace

void GraphWriter::assignColors(Operation *root) {
  llvm::MapVector<OperationName, unsigned> order;
  root->walk(
      [&](Operation *op) {
        order.insert({op->getName(), unsigned(order.size())});
        return WalkResult::advance();
      },
      WalkOrder::PostOrder);
  for (auto &[name, index] : order) {
    std::string color;
    llvm::raw_string_ostream(color)
        << llvm::format("%f 1.0 1.0", double(index) / order.size());
    colors[name] = color;
  }
}

std::string GraphWriter::truncate(std::string text) const {
  if (text.size() <= options.maxLabelLen)
    return text;
  return text.substr(0, options.maxLabelLen) + "...";
}

std::string GraphWriter::getAttrText(Attribute attr) const {
  std::string text;
  llvm::raw_string_ostream out(text);
  if (auto dense = llvm::dyn_cast<DenseElementsAttr>(attr);
      dense && dense.isSplat()) {
    out << attr;
    return text;
  }
  if (auto elements = llvm::dyn_cast<ElementsAttr>(attr);
      elements && elements.getNumElements() > kLargeAttrLimit) {
    ShapedType type = elements.getType();
    int64_t rank = type.hasRank() ? type.getRank() : 0;
    out << std::string(rank, '[') << "..." << std::string(rank, ']') << " : "
        << Type(type);
    return text;
  }
  if (auto array = llvm::dyn_cast<ArrayAttr>(attr);
      array && int64_t(array.size()) > kLargeAttrLimit)
    return "[...]";
  out << attr;
  return truncate(std::move(text));
}

std::string GraphWriter::getLabel(Operation *op) const {
  std::string label;
  llvm::raw_string_ostream out(label);
  out << op->getName().getStringRef();
  if (options.printResultTypes) {
    std::string types;
    llvm::raw_string_ostream typesOut(types);
    llvm::interleaveComma(op->getResultTypes(), typesOut);
    out << " : (" << truncate(std::move(types)) << ")";
  }
  if (!options.printAttrs)
    return label;
  out << "\n";
  // The inherent attributes (properties) and the discardable ones, sorted
  // by name as one dictionary.
  std::vector<NamedAttribute> attrs(op->getAttrs().begin(),
                                    op->getAttrs().end());
  if (op->getName().isRegistered())
    if (auto props =
            llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr()))
      attrs.insert(attrs.end(), props.getValue().begin(),
                   props.getValue().end());
  std::stable_sort(attrs.begin(), attrs.end(),
                   [](const NamedAttribute &a, const NamedAttribute &b) {
                     return a.getNameStr() < b.getNameStr();
                   });
  for (const NamedAttribute &attr : attrs)
    out << "\n" << attr.getNameStr() << ": " << getAttrText(attr.getValue());
  return label;
}

void GraphWriter::emitAttrList(llvm::raw_ostream &out, const AttrMap &attrs) {
  out << "[";
  bool first = true;
  for (const auto &[key, value] : attrs) {
    if (!first)
      out << ", ";
    first = false;
    out << key << " = " << value;
  }
  out << "]";
}

Node GraphWriter::emitNode(const std::string &label, llvm::StringRef shape,
                           llvm::StringRef fillColor) {
  Node node{++counter, std::nullopt};
  AttrMap attrs;
  attrs["label"] = quote(escape(label));
  attrs["shape"] = shape.str();
  if (!fillColor.empty()) {
    attrs["style"] = "filled";
    attrs["fillcolor"] = quote(fillColor);
  }
  os.indent(2 * indent) << "v" << node.id << " ";
  emitAttrList(os, attrs);
  os << ";\n";
  return node;
}

Node GraphWriter::openCluster(const std::string &label) {
  int clusterId = ++counter;
  os.indent(2 * indent) << "subgraph cluster_" << clusterId << " {\n";
  ++indent;
  Node anchor = emitNode(" ", "plain");
  anchor.clusterId = clusterId;
  os.indent(2 * indent) << "label = " << quote(escape(label)) << ";\n";
  return anchor;
}

void GraphWriter::closeCluster() {
  --indent;
  os.indent(2 * indent) << "}\n";
}

void GraphWriter::addEdge(Node from, Node to, const std::string &label,
                          llvm::StringRef style) {
  AttrMap attrs;
  attrs["style"] = style.str();
  if (!from.clusterId && !to.clusterId)
    attrs["label"] = quote(escape(label));
  if (from.clusterId)
    attrs["ltail"] = "cluster_" + std::to_string(*from.clusterId);
  if (to.clusterId)
    attrs["lhead"] = "cluster_" + std::to_string(*to.clusterId);
  std::string edge;
  llvm::raw_string_ostream out(edge);
  out << "v" << from.id << " -> v" << to.id << " ";
  emitAttrList(out, attrs);
  edges.push_back(std::move(edge));
}

void GraphWriter::enterOp(Operation *op) {
  Frame frame;
  frame.op = op;
  frame.node = openCluster(getLabel(op));
  frame.nextBlock = nullptr;
  stack.push_back(frame);
}

void GraphWriter::finishOp(Operation *op, Node node) {
  if (options.printDataFlowEdges) {
    unsigned numOperands = op->getNumOperands();
    for (unsigned i = 0; i != numOperands; ++i)
      dataFlowEdges.push_back(
          {op->getOperand(i), node,
           numOperands == 1 ? std::string() : std::to_string(i)});
  }
  for (Value result : op->getResults())
    valueToNode[result] = node;
  // Control flow goes from each op to the next one in the same block.
  if (stack.empty() || !stack.back().block)
    return;
  Frame &parent = stack.back();
  if (options.printControlFlowEdges && parent.previous)
    addEdge(*parent.previous, node, "", "dashed");
  parent.previous = node;
}

bool GraphWriter::enterNextBlock() {
  Frame &frame = stack.back();
  Block *block = frame.nextBlock;
  while (!block && frame.region < frame.op->getNumRegions()) {
    Region &region = frame.op->getRegion(frame.region++);
    if (!region.empty())
      block = &region.front();
  }
  if (!block)
    return false;
  frame.nextBlock = block->getNextNode();

  Frame blockFrame;
  blockFrame.block = block;
  openCluster("");
  for (BlockArgument arg : block->getArguments())
    valueToNode[arg] =
        emitNode("arg" + std::to_string(arg.getArgNumber()), "ellipse");
  blockFrame.nextOp = block->begin();
  stack.push_back(blockFrame);
  return true;
}

void GraphWriter::write(Operation *root) {
  assignColors(root);
  os << "digraph G {\n";
  indent = 1;
  os.indent(2 * indent) << "compound = true;\n";

  auto visit = [&](Operation *op) {
    if (op->getNumRegions() != 0) {
      enterOp(op);
      return;
    }
    finishOp(op, emitNode(getLabel(op), "ellipse", colors[op->getName()]));
  };
  visit(root);
  while (!stack.empty()) {
    Frame &frame = stack.back();
    if (frame.block) {
      if (frame.nextOp == frame.block->end()) {
        closeCluster();
        stack.pop_back();
        continue;
      }
      Operation *op = &*frame.nextOp++;
      visit(op);
      continue;
    }
    if (enterNextBlock())
      continue;
    closeCluster();
    Operation *op = frame.op;
    Node node = frame.node;
    stack.pop_back();
    finishOp(op, node);
  }

  for (const DataFlowEdge &edge : dataFlowEdges) {
    auto it = valueToNode.find(edge.value);
    // A value defined outside the op the pass runs on has no node.
    if (it == valueToNode.end())
      continue;
    addEdge(it->second, edge.to, edge.label, "solid");
  }
  for (const std::string &edge : edges)
    os.indent(2 * indent) << edge << ";\n";
  os << "}\n";
  os.flush();
}

namespace {
struct ViewOpGraphPass : PassWrapper<ViewOpGraphPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "PrintOpGraph"; }
  llvm::StringRef getArgument() const override { return "view-op-graph"; }
  llvm::StringRef getDescription() const override {
    return "Print Graphviz visualization of an operation";
  }
  void runOnOperation() override {
    GraphWriter::Options opts{maxLabelLen, printAttrs, printControlFlowEdges,
                              printDataFlowEdges, printResultTypes};
    GraphWriter(llvm::errs(), opts).write(getOperation());
    markAllAnalysesPreserved();
  }

  Option<unsigned> maxLabelLen{passOptions, "max-label-len",
                               "Limit attribute/type length to number of chars",
                               20};
  Option<bool> printAttrs{passOptions, "print-attrs",
                          "Print attributes of operations", true};
  Option<bool> printControlFlowEdges{passOptions, "print-control-flow-edges",
                                     "Print control flow edges", false};
  Option<bool> printDataFlowEdges{passOptions, "print-data-flow-edges",
                                  "Print data flow edges", true};
  Option<bool> printResultTypes{passOptions, "print-result-types",
                                "Print result types of operations", true};
};
} // namespace

std::unique_ptr<Pass> assay::createViewOpGraphPass() {
  return std::make_unique<ViewOpGraphPass>();
}
