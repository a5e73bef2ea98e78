/// Reports an issue with `message`: the spelling of XCTest's `XCTFail` for code that does
/// not link XCTest (a dependency's unimplemented endpoint, say). In a test it fails the test.
///
/// Where XCTest is imported too, its own `XCTFail` wins.
///
/// ```swift
/// static let testValue = APIClient(fetch: { _ in XCTFail("APIClient.fetch"); return .mock })
/// ```
@_disfavoredOverload
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
  reportIssue(message.isEmpty ? nil : message, filePath: file, line: line)
}
