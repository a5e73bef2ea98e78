import Dependencies
import Foundation

struct ReceiptFormatter {
  @Dependency(\.locale) var locale
  @Dependency(\.timeZone) var timeZone

  func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }
}

let moment = Date(timeIntervalSince1970: 86_400 * 365)

withDependencies {
  $0.locale = Locale(identifier: "en_US_POSIX")
  $0.timeZone = TimeZone(secondsFromGMT: 3_600)!
} operation: {
  let formatter = ReceiptFormatter()
  print(formatter.stamp(moment))
  print(formatter.locale.identifier, formatter.timeZone.secondsFromGMT())
}
