import DepplaySyntax

extension ProgramWriter {
  /// `extension Greeter { … }`: the methods the structs of `statements` take from the
  /// protocol `name`'s extension, each once, in the order the script wrote them; nothing
  /// when no struct takes one.
  mutating func protocolExtension(of name: String, in statements: [Statement])
    throws(ExportError) -> [String]
  {
    var methods: [MethodDeclaration] = []
    for case .structType(let declaration) in statements {
      for method in declaration.methods where method.protocolDefault == name {
        if !methods.contains(where: { $0.range == method.range }) { methods.append(method) }
      }
    }
    guard !methods.isEmpty else { return [] }
    var lines = ["extension \(name) {"]
    for (index, method) in methods.sorted(by: { $0.range.start.offset < $1.range.start.offset })
      .enumerated()
    {
      if index > 0 { lines.append("") }
      lines += try function(method, isMainActor: false).map { "  " + $0 }
    }
    return lines + ["}", ""]
  }
}
