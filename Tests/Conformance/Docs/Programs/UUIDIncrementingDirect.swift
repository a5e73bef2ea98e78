import Dependencies
import Foundation

let nextID = UUIDGenerator.incrementing
print(nextID())
print(nextID())
print(nextID())

print(UUID(26) == UUID(uuidString: "00000000-0000-0000-0000-00000000001A"))
print(UUID(26))
print(UUID(-26))
print(UUID(-26) == UUID(uuidString: "00000000-0000-0001-0000-00000000001A"))
