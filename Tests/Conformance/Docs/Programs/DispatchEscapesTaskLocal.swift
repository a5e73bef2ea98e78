import Dispatch

enum Tenant {
  @TaskLocal static var name = "public"
}

let finished = DispatchSemaphore(value: 0)

print(Tenant.name)
Tenant.$name.withValue("acme") {
  print(Tenant.name)
  DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
    print(Tenant.name)
    finished.signal()
  }
  print(Tenant.name)
}
finished.wait()
print(Tenant.name)
