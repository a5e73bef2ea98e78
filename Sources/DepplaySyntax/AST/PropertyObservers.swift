/// `willSet { … }` and `didSet { … }` on a stored property of a class: code run around each
/// assignment of the property after the instance is made (never in its `init`), as Swift
/// runs them.
package struct PropertyObservers: Sendable {
  /// One observer: the name its value has in the body and the body.
  package struct Observer: Sendable {
    /// The name the value has in the body: `newValue` in `willSet`, `oldValue` in `didSet`,
    /// unless written (`didSet(previous)`).
    package var parameter: String
    /// Whether the name was written.
    package var isParameterWritten: Bool
    /// The body.
    package var body: Block
  }

  /// Run before the new value is stored, with the new value.
  package var willSet: Observer?
  /// Run after it is stored, with the old value.
  package var didSet: Observer?

  /// The observers written, `willSet` first.
  package var written: [Observer] { [willSet, didSet].compactMap { $0 } }
}
