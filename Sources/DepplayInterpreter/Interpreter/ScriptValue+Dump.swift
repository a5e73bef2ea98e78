import ComposableRuntime
import DepplaySyntax

extension ScriptValue {
  /// The value as swift-custom-dump writes it (``DumpedValue``), which `expectNoDifference`
  /// diffs: the tree a Swift value of the same shape gives through its mirror, so that a
  /// script and its export write the same difference. A dictionary's entries are in the order
  /// of their keys' dumps, as the dump sorts them. `nil` for a value whose dump depplay does not
  /// write yet (a set, a model, a date, a store's value), with its type's name in `unsupported`.
  package func dumped(unsupported: inout String?) -> DumpedValue? {
    switch self {
    case .none: return .text("nil")
    case .int(let value): return .text(String(value))
    case .double(let value): return .text(String(value))
    case .bool(let value): return .text(String(value))
    case .string(let value): return .string(value)
    case .sharedVariable(let shared): return shared.wrappedValue.dumped(unsupported: &unsupported)
    case .record(let record):
      var fields: [DumpedValue.Child] = []
      for field in record.fields {
        guard let value = field.value.dumped(unsupported: &unsupported) else { return nil }
        fields.append(.init(label: field.name.isEmpty ? nil : field.name, value: value))
      }
      return record.isTuple ? .tuple(fields) : .structure(type: record.name, fields: fields)
    case .list(let elements):
      var dumped: [DumpedValue] = []
      for element in elements {
        guard let value = element.dumped(unsupported: &unsupported) else { return nil }
        dumped.append(value)
      }
      return .collection(dumped)
    case .dictionary(let dictionary):
      var entries: [DumpedValue.Child] = []
      for entry in dictionary.entries {
        guard let key = entry.key.dumped(unsupported: &unsupported),
          let value = entry.value.dumped(unsupported: &unsupported)
        else { return nil }
        entries.append(
          .init(
            label: key.lines(maxDepth: 1, isRoot: false).joined(separator: "\n"), value: value))
      }
      return .dictionary(entries.sorted { $0.label ?? "" < $1.label ?? "" })
    case .enumCase(let value):
      guard let payload = value.payload else {
        return .enumCase(type: value.typeName, name: value.caseName, associated: nil)
      }
      var associated: [DumpedValue.Child] = []
      for part in payload {
        guard let dumped = part.value.dumped(unsupported: &unsupported) else { return nil }
        associated.append(.init(label: part.label, value: dumped))
      }
      return .enumCase(type: value.typeName, name: value.caseName, associated: associated)
    default:
      unsupported = typeName
      return nil
    }
  }
}
