import DepplaySupport

/// An expression of the depplay language. Every case carries its source range.
package indirect enum Expression: Sendable {
  /// `42`
  case integer(value: Int, range: SourceRange)
  /// `1.5`, `2.0`: a `Double`.
  case floatingPoint(value: Double, range: SourceRange)
  /// `"text \(expr)"`
  case string(parts: [StringPart], range: SourceRange)
  /// `true`, `false`
  case boolean(value: Bool, range: SourceRange)
  /// `nil`
  case nilLiteral(range: SourceRange)
  /// A name: a local, a key (read through `@Dependency`), a model, a built-in, `$0`, `self`.
  case name(String, range: SourceRange)
  /// `\.full.field`, in traits and `@Dependency(…)`.
  case keyPath(path: [String], range: SourceRange)
  /// `\.path[id: 1].markRead`: a case key path through a navigation stack's element, which a
  /// test store's `send` and `receive` take for the action
  /// `.path(.element(id: 1, action: .markRead))` (``CaseKeyPathAction``). With no `action`
  /// (`\.rows[id: id]`), the key path of an identified array's element, which a store is
  /// scoped to (``ElementScopeArguments``).
  case elementCaseKeyPath(stack: [String], id: Expression, action: [String], range: SourceRange)
  /// `.live`, `.incrementing`, `.seconds(1)`.
  case implicitMember(name: String, arguments: [Argument]?, range: SourceRange)
  /// `base.name`
  case member(base: Expression, name: String, range: SourceRange)
  /// `base[id: id]`: a navigation stack's element by its ID, an optional; `chained` when a
  /// `?` follows, as in `state.path[id: 0]?.title` (the member reads `nil` when the element
  /// is missing, and an assignment through it changes nothing). With `casePath`,
  /// `base[id: id, case: \.detail]`, TCA's case subscript: the element's payload when it is in
  /// that case of a `@Reducer enum`'s state, `nil` otherwise.
  case elementByID(
    base: Expression, id: Expression, casePath: String?, chained: Bool, range: SourceRange)
  /// `base[case: \.detail]` on a presented state (`state.$destination[case: \.detail]`),
  /// TCA's `PresentationState` case subscript: the presented state's payload when it is in
  /// that case of a `@Reducer enum`'s state, `nil` when nothing is presented or it is in
  /// another; `chained` when a `?` follows, as in `state.$destination[case: \.detail]?.alert`.
  case presentedCase(base: Expression, casePath: String, chained: Bool, range: SourceRange)
  /// `base[index]`: an array's element (Swift traps when `index` is out of range), or a
  /// dictionary's value for a key (an optional; with `fallback`, `base[key, default: 0]`,
  /// the fallback when the key is missing); a place an assignment or a `mutating` call may
  /// change when `base` is one.
  case subscripted(base: Expression, index: Expression, fallback: Expression?, range: SourceRange)
  /// `1, 2` of `grid[1, 2]`, `row: 1, column: 2` of `grid[row: 1, column: 2]`: the index of a
  /// ``subscripted(base:index:fallback:range:)`` that is no single unlabelled value, the
  /// arguments of a plain struct's own subscript (``SubscriptDeclaration``). It is never a
  /// value of its own.
  case subscriptArguments(arguments: [Argument], range: SourceRange)
  /// `callee(arguments) { trailing }`
  case call(
    callee: Expression, arguments: [Argument], trailingClosure: ClosureLiteral?,
    range: SourceRange)
  /// `!x`, `-x`
  case unary(operator: UnaryOperator, operand: Expression, range: SourceRange)
  /// `a == b`, `a + b`, `0..<n`
  case binary(operator: BinaryOperator, left: Expression, right: Expression, range: SourceRange)
  /// `condition ? then : otherwise`: only the chosen operand is evaluated.
  case conditional(
    condition: Expression, then: Expression, otherwise: Expression, range: SourceRange)
  /// `await x`
  case await(operand: Expression, range: SourceRange)
  /// `[a, b]`
  case list(elements: [Expression], range: SourceRange)
  /// `(a, b)`, `(name: a, count: b)`: a tuple of two or more elements, each with its label
  /// or none.
  case tuple(elements: [Argument], range: SourceRange)
  /// `["Blob": 1, "Blob Jr.": 2]`, `[:]`: a dictionary's entries, in the order written.
  case dictionary(entries: [DictionaryEntry], range: SourceRange)
  /// `{ a, b in … }`: an escaping closure when stored.
  case closure(ClosureLiteral)
  /// `withDependencies(from: parent) { update } operation: { operation }`
  case withDependencies(
    from: Expression?, update: ClosureLiteral, operation: ClosureLiteral, range: SourceRange)
  /// `Task { … }`, `Task.immediate { … }` or `Task.detached { … }`
  case task(TaskForm, body: ClosureLiteral, range: SourceRange)
  /// `Task.sleep(for: .seconds(1))` or `Task.sleep(nanoseconds: 1_000)` (`inNanoseconds`):
  /// suspends the task that long on the continuous clock, throwing `CancellationError` when
  /// the task is cancelled.
  case taskSleep(duration: Expression, inNanoseconds: Bool, range: SourceRange)
  /// `Task.yield()`: suspends the task so that the work ready to run before it runs first,
  /// then resumes it.
  case taskYield(range: SourceRange)
  /// `Task.isCancelled` or `Task.checkCancellation()`: the cancellation of the task running
  /// the code, read where it runs.
  case taskCancellation(TaskCancellation, range: SourceRange)
  /// `DispatchQueue.global().async { … }`, `.sync`, `DispatchQueue.main.async { … }`
  case dispatch(queue: DispatchTarget, isSync: Bool, body: ClosureLiteral, range: SourceRange)
  /// `DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { … }`: a block the queue runs
  /// later, outside every task-local scope (``DispatchDelay``).
  case dispatchAfter(
    queue: DispatchTarget, delay: DispatchDelay, body: ClosureLiteral, range: SourceRange)
  /// `Thread { … }.start()`
  case thread(body: ClosureLiteral, range: SourceRange)
  /// `withEscapedDependencies { continuation in … }`
  case withEscapedDependencies(body: ClosureLiteral, range: SourceRange)
  /// `#expect(throws: Flaky.self) { … }`: Swift Testing's check that the closure throws.
  case expectThrows(ErrorExpectation)
  /// `withTaskGroup(of: Void.self) { group in … }`, with the children's type as written
  /// (`(String, Int)` for `of: (String, Int).self`; `nil` for `Void`, or when the call leaves
  /// it out); `withThrowingTaskGroup(of:)` is `isThrowing`, its children may throw and a
  /// `for try await` over it throws what they throw.
  case withTaskGroup(
    body: ClosureLiteral, childType: String?, isThrowing: Bool, range: SourceRange)

  /// Where the expression is.
  package var range: SourceRange {
    switch self {
    case .integer(_, let range), .floatingPoint(_, let range), .string(_, let range),
      .boolean(_, let range),
      .nilLiteral(let range), .name(_, let range), .keyPath(_, let range),
      .elementCaseKeyPath(_, _, _, let range), .implicitMember(_, _, let range),
      .member(_, _, let range),
      .elementByID(_, _, _, _, let range), .presentedCase(_, _, _, let range),
      .subscripted(_, _, _, let range),
      .call(_, _, _, let range),
      .unary(_, _, let range), .binary(_, _, _, let range), .await(_, let range),
      .conditional(_, _, _, let range),
      .list(_, let range), .tuple(_, let range), .subscriptArguments(_, let range),
      .dictionary(_, let range),
      .withDependencies(_, _, _, let range),
      .task(_, _, let range), .taskSleep(_, _, let range), .taskYield(let range),
      .taskCancellation(_, let range),
      .dispatch(_, _, _, let range), .dispatchAfter(_, _, _, let range), .thread(_, let range),
      .withEscapedDependencies(_, let range), .withTaskGroup(_, _, _, let range):
      range
    case .closure(let literal): literal.range
    case .expectThrows(let expectation): expectation.range
    }
  }
}

/// One `key: value` of a dictionary literal.
package struct DictionaryEntry: Sendable {
  /// The key.
  package var key: Expression
  /// Its value.
  package var value: Expression

  package init(key: Expression, value: Expression) {
    self.key = key
    self.value = value
  }
}

/// Which queue a `DispatchQueue` form targets.
package enum DispatchTarget: String, Sendable {
  /// `DispatchQueue.global()`
  case global
  /// `DispatchQueue.main` (depplay runs it on a dedicated serial queue standing in for main).
  case main

  /// The kind of unit its blocks run as.
  package var unitKind: UnitKind { self == .global ? .globalQueue : .mainQueue }
}

/// A piece of a string literal.
package enum StringPart: Sendable {
  /// Literal text.
  case text(String)
  /// `\(expression)`
  case interpolation(Expression)
}

/// An argument of a call: `label: value` or `value`.
package struct Argument: Sendable {
  /// The label, if any.
  package var label: String?
  /// The value.
  package var value: Expression
  /// Where the whole argument is.
  package var range: SourceRange

  /// An argument of this label and value.
  package init(label: String?, value: Expression, range: SourceRange) {
    self.label = label
    self.value = value
    self.range = range
  }
}

/// `{ a, b in statements }`
package struct ClosureLiteral: Sendable {
  /// The parameter names (`$0` is used without declaring it).
  package var parameters: [String]
  /// The statements.
  package var body: Block
  /// Where the closure is, braces included.
  package var range: SourceRange
  /// How many of `$0`, `$1`, … its own body uses when it declares no parameters (Swift's
  /// implicit parameters: `{ $0 * 2 }` takes one argument).
  package var implicitParameterCount = 0
  /// Its capture list (`[count]`, `[name = state.name]`): values taken when the closure is
  /// made, bound by name in its body.
  package var captures: [Capture] = []
  /// Whether the closure throws, as Swift infers it: its own code (not a closure nested in
  /// it, nor the body of a `do` with a clause that catches every error) has a `try` (not
  /// `try?` or `try!`) or a `throw`. Calling it needs `try`.
  package var isThrowing = false
  /// Whether it is written `{ @MainActor in … }`: its code runs isolated to the main actor.
  package var isMainActor = false
  /// Whether its result is declared `Double` (`{ () -> Double in 8 }`, or the closure given to
  /// `let f: () -> Double`), so that an integer literal it gives is one, as Swift types it.
  package var returnsDouble = false

  /// A closure of these parameters and body (what the lowering finds, or what the export
  /// wraps a body in).
  package init(
    parameters: [String], body: Block, range: SourceRange, implicitParameterCount: Int = 0,
    captures: [Capture] = [], isThrowing: Bool = false
  ) {
    self.parameters = parameters
    self.body = body
    self.range = range
    self.implicitParameterCount = implicitParameterCount
    self.captures = captures
    self.isThrowing = isThrowing
  }
}

extension ClosureLiteral {
  /// The names its arguments are bound to: its parameters, or its implicit `$0`, `$1`, ….
  package var boundParameters: [String] {
    guard parameters.isEmpty else { return parameters }
    return (0..<implicitParameterCount).map { "$\($0)" }
  }

  /// The names its body binds of its own: its parameters and its captures.
  package var boundNames: Set<String> {
    Set(boundParameters).union(captures.map(\.name))
  }
}

/// A sequence of statements.
package struct Block: Sendable {
  /// The statements, in order.
  package var statements: [Statement]
  /// Where the block is.
  package var range: SourceRange

  /// A block of these statements.
  package init(statements: [Statement], range: SourceRange) {
    self.statements = statements
    self.range = range
  }

  /// Whether the block is one expression, which a closure's body returns implicitly, as
  /// Swift's single-expression closures do (`Reduce { state, action in .none }`).
  package var isSingleExpression: Bool {
    guard statements.count == 1, case .expression = statements[0] else { return false }
    return true
  }
}
