let count: Int? = 3
let missing: Int? = nil
let name: String? = "Blob"
print(count)
print(missing)
print(name)
print("count is \(String(describing: count))")
print(count ?? 0, missing ?? 0)
if let count {
  print("unwrapped", count)
}
let names: [String?] = ["a", nil]
print(names)
