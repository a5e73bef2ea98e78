import ComposableArchitecture

struct ImportClient {
  var count: @Sendable () async -> Int
  var records: @Sendable () -> AsyncStream<Int>
}

extension ImportClient: DependencyKey {
  static let liveValue = ImportClient(
    count: { 500 },
    records: {
      AsyncStream { continuation in
        for record in 0..<500 {
          continuation.yield(record)
        }
        continuation.finish()
      }
    }
  )
}

extension DependencyValues {
  var importClient: ImportClient {
    get { self[ImportClient.self] }
    set { self[ImportClient.self] = newValue }
  }
}

@Reducer
struct Importer {
  @ObservableState
  struct State: Equatable {
    var progress = 0.0
    var reports = 0
  }

  enum Action {
    case startTapped
    case progress(Double)
  }

  @Dependency(\.importClient) var importClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        return .run { send in
          var count = 0
          let max = await self.importClient.count()
          let interval = max / 10
          for await _ in self.importClient.records() {
            defer { count += 1 }
            if count.isMultiple(of: interval) {
              await send(.progress(Double(count) / Double(max)))
            }
          }
          await send(.progress(1))
        }
      case let .progress(value):
        state.progress = value
        state.reports += 1
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Importer.State()) {
    Importer()
  }
  await store.send(.startTapped).finish()
  print("progress:", store.progress)
  print("reports:", store.reports)
}

await main()
