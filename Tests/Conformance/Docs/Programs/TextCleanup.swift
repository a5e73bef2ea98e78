import Foundation

let raw = "  Swift,  Dependencies ,TCA,,  Testing  "
let tags = raw
  .split(separator: ",")
  .map { $0.trimmingCharacters(in: .whitespaces) }
  .filter { !$0.isEmpty }
print(tags)
print(tags.map { $0.lowercased() }.joined(separator: "|"))

let slug = "Hello, World! Dependencies 101"
  .lowercased()
  .replacingOccurrences(of: " ", with: "-")
  .filter { $0.isLetter || $0.isNumber || $0 == "-" }
print(slug)

let code = "A1B2C3"
let digits = code.filter(\.isNumber)
print(digits, Int(digits)! * 2)
print(String(repeating: "=", count: 12))
print("dependencies".hasPrefix("dep"), "dependencies".contains("end"))
print("tca".uppercased(), "Swift".count, "Swift".first!, "Swift".last!)
