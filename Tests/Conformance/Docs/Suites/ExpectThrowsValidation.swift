import Testing

enum ValidationError: Error, Equatable {
  case empty
  case tooShort(minimum: Int)
}

func validate(_ username: String) throws -> String {
  if username.isEmpty { throw ValidationError.empty }
  if username.count < 3 { throw ValidationError.tooShort(minimum: 3) }
  return username.lowercased()
}

struct ExpectThrowsValidation {
  @Test
  func rejectsEmpty() {
    #expect(throws: ValidationError.empty) {
      try validate("")
    }
  }

  @Test
  func rejectsShortOnes() {
    #expect(throws: ValidationError.self) {
      try validate("ab")
    }
  }

  @Test
  func acceptsAndLowercases() throws {
    let name = try validate("Blob")
    #expect(name == "blob")
  }

  @Test
  func expectsAThrowThatNeverComes() {
    #expect(throws: ValidationError.self) {
      try validate("Blob Jr")
    }
  }
}
