extension String {
  /// The name with its indefinite article, as messages use it: "an Int", "a String",
  /// "an API" (by the first letter: a vowel other than U takes "an", so "a UUID").
  package var withIndefiniteArticle: String {
    guard let first = first else { return self }
    return ("AEIOaeio".contains(first) ? "an " : "a ") + self
  }
}
