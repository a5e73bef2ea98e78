import Foundation

let url = URL(string: "https://example.com/users/42")!
print(url)
print(url.lastPathComponent)
print(url.host ?? "no host")
let data = Data("hello".utf8)
print(data)
print(data.count)
print(String(decoding: data, as: UTF8.self))
let empty = Data()
print(empty, empty.isEmpty)
