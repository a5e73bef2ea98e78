import Dependencies
import DependenciesMacros

struct Subscriber: Equatable {
  let id: Int
  var plan: String
}

@DependencyClient
struct SubscriberClient {
  @DependencyEndpoint(method: "fetchSubscriber")
  var fetchSubscriberByID: (_ id: Int) async throws -> Subscriber
  @DependencyEndpoint(method: "fetchSubscriber")
  var fetchSubscriberByCode: (_ code: String) async throws -> Subscriber
  var isPremium: (_ id: Int) -> Bool = { _ in false }
}

let liveClient = SubscriberClient(
  fetchSubscriberByID: { id in Subscriber(id: id, plan: "monthly") },
  fetchSubscriberByCode: { code in Subscriber(id: code.count, plan: "yearly") },
  isPremium: { id in id > 40 }
)

let first = try await liveClient.fetchSubscriber(id: 42)
let second = try await liveClient.fetchSubscriber(code: "sub_cafe")
print(first.id, first.plan)
print(second.id, second.plan)
print(liveClient.isPremium(id: first.id), liveClient.isPremium(id: second.id))
