import Dependencies
import DependenciesMacros
import Testing

@DependencyClient
struct LibraryClient {
  var borrow: (_ isbn: String) async throws -> String
  var returnBook: (_ isbn: String) async throws -> Void
}

extension LibraryClient: TestDependencyKey {
  static let testValue = LibraryClient()
}

extension DependencyValues {
  var library: LibraryClient {
    get { self[LibraryClient.self] }
    set { self[LibraryClient.self] = newValue }
  }
}

struct LoanDesk {
  @Dependency(\.library) var library

  func checkOut(_ isbn: String) async -> String {
    do {
      return try await library.borrow(isbn: isbn)
    } catch {
      return "could not borrow \(isbn)"
    }
  }
}

struct MacroClientTestValueSuite {
  @Test func borrowOverridden() async {
    let desk = withDependencies {
      $0.library.borrow = { isbn in "loaned \(isbn)" }
    } operation: {
      LoanDesk()
    }
    #expect(await desk.checkOut("978-0") == "loaned 978-0")
  }

  @Test func borrowLeftUnimplemented() async {
    let message = await LoanDesk().checkOut("978-1")
    #expect(message == "could not borrow 978-1")
  }
}
