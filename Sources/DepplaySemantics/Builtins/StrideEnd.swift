/// Where a `stride` stops, as the label of its second argument says: before its end
/// (`stride(from:to:by:)`) or at it (`stride(from:through:by:)`).
package enum StrideEnd: String, Sendable {
  case to
  case through
}
