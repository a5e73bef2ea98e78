import ComposableArchitecture

@Reducer
struct NewBinFeature {
  @ObservableState
  struct State: Equatable {
    var label = ""
  }
  enum Action {
    case labelChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .labelChanged(label):
        state.label = label
        return .none
      }
    }
  }
}

@Reducer
struct BinDetailFeature {
  @ObservableState
  struct State: Equatable {
    var label: String
    var views = 0
  }
  enum Action {
    case viewed
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .viewed:
        state.views += 1
        return .none
      }
    }
  }
}

@Reducer
struct RenameBinFeature {
  @ObservableState
  struct State: Equatable {
    var label: String
  }
  enum Action {
    case clearTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearTapped:
        state.label = ""
        return .none
      }
    }
  }
}

@Reducer
struct WarehouseFeature {
  @Reducer
  enum Destination {
    case newBin(NewBinFeature)
    case binDetail(BinDetailFeature)
    case renameBin(RenameBinFeature)
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    var bins: [String] = ["A1"]
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case newBinTapped
    case binTapped(String)
    case renameTapped(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .newBinTapped:
        state.destination = .newBin(NewBinFeature.State())
        return .none
      case let .binTapped(label):
        state.destination = .binDetail(BinDetailFeature.State(label: label))
        return .none
      case let .renameTapped(label):
        state.destination = .renameBin(RenameBinFeature.State(label: label))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension WarehouseFeature.Destination.State: Equatable {}

func show(_ destination: WarehouseFeature.Destination.State?) {
  switch destination {
  case let .newBin(state):
    print("new bin:", state.label)
  case let .binDetail(state):
    print("bin detail:", state.label, state.views)
  case let .renameBin(state):
    print("rename bin:", state.label)
  case nil:
    print("nothing presented")
  }
}

let store = Store(initialState: WarehouseFeature.State()) {
  WarehouseFeature()
}
show(store.destination)
store.send(.newBinTapped)
store.send(.destination(.presented(.newBin(.labelChanged("B7")))))
show(store.destination)
store.send(.binTapped("A1"))
store.send(.destination(.presented(.binDetail(.viewed))))
store.send(.destination(.presented(.binDetail(.viewed))))
show(store.destination)
store.send(.renameTapped("A1"))
store.send(.destination(.presented(.renameBin(.clearTapped))))
show(store.destination)
print(store.destination == .renameBin(RenameBinFeature.State(label: "")))
store.send(.destination(.dismiss))
show(store.destination)
