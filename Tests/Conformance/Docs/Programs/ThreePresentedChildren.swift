import ComposableArchitecture

struct Plant: Equatable {
  var id: Int
  var name: String
}

@Reducer
struct PlantDetail {
  @ObservableState
  struct State: Equatable {
    var plant: Plant
  }
  enum Action {
    case waterTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .waterTapped:
        state.plant.name += " (watered)"
        return .none
      }
    }
  }
}

@Reducer
struct PlantEdit {
  @ObservableState
  struct State: Equatable {
    var draft: String
  }
  enum Action {
    case draftChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .draftChanged(text):
        state.draft = text
        return .none
      }
    }
  }
}

@Reducer
struct PlantAdd {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action {
    case nameChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      }
    }
  }
}

@Reducer
struct Greenhouse {
  @ObservableState
  struct State: Equatable {
    @Presents var detailItem: PlantDetail.State?
    @Presents var editItem: PlantEdit.State?
    @Presents var addItem: PlantAdd.State?
    var plants: [Plant] = [Plant(id: 1, name: "Fern")]
  }
  enum Action {
    case addButtonTapped
    case plantTapped(Int)
    case editButtonTapped(Int)
    case detailItem(PresentationAction<PlantDetail.Action>)
    case editItem(PresentationAction<PlantEdit.Action>)
    case addItem(PresentationAction<PlantAdd.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = PlantAdd.State()
        return .none
      case let .plantTapped(index):
        state.detailItem = PlantDetail.State(plant: state.plants[index])
        return .none
      case let .editButtonTapped(index):
        state.editItem = PlantEdit.State(draft: state.plants[index].name)
        return .none
      case .detailItem, .editItem, .addItem:
        return .none
      }
    }
    .ifLet(\.$detailItem, action: \.detailItem) {
      PlantDetail()
    }
    .ifLet(\.$editItem, action: \.editItem) {
      PlantEdit()
    }
    .ifLet(\.$addItem, action: \.addItem) {
      PlantAdd()
    }
  }
}

let store = Store(initialState: Greenhouse.State()) {
  Greenhouse()
}
store.send(.plantTapped(0))
store.send(.detailItem(.presented(.waterTapped)))
store.send(.editButtonTapped(0))
store.send(.editItem(.presented(.draftChanged("Boston fern"))))
print(store.detailItem?.plant.name ?? "no detail")
print(store.editItem?.draft ?? "no edit")
print(store.addItem == nil)
store.send(.editItem(.dismiss))
store.send(.addButtonTapped)
store.send(.addItem(.presented(.nameChanged("Cactus"))))
print(store.editItem == nil, store.addItem?.name ?? "no add")
