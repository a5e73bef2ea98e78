import ComposableArchitecture

@Reducer
struct AddPlantFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action {
    case cancelButtonTapped
    case delegate(Delegate)
    case nameChanged(String)
    case saveButtonTapped

    enum Delegate {
      case savePlant(String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }

      case .delegate:
        return .none

      case let .nameChanged(name):
        state.name = name
        return .none

      case .saveButtonTapped:
        return .run { [name = state.name] send in
          await send(.delegate(.savePlant(name)))
          await self.dismiss()
        }
      }
    }
  }
}

@Reducer
struct GardenFeature {
  @ObservableState
  struct State: Equatable {
    var plants: [String] = []
    @Presents var addPlant: AddPlantFeature.State?
  }

  enum Action {
    case addButtonTapped
    case addPlant(PresentationAction<AddPlantFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addPlant = AddPlantFeature.State()
        return .none

      case let .addPlant(.presented(.delegate(.savePlant(name)))):
        state.plants.append(name)
        return .none

      case .addPlant:
        return .none
      }
    }
    .ifLet(\.$addPlant, action: \.addPlant) {
      AddPlantFeature()
    }
  }
}

let store = Store(initialState: GardenFeature.State()) {
  GardenFeature()
}

store.send(.addButtonTapped)
print("sheet open:", store.addPlant != nil)
store.send(.addPlant(.presented(.nameChanged("Fern"))))
print("typed:", store.addPlant?.name ?? "-")
await store.send(.addPlant(.presented(.saveButtonTapped))).finish()
print("sheet open:", store.addPlant != nil)
print("plants:", store.plants)

store.send(.addButtonTapped)
await store.send(.addPlant(.presented(.cancelButtonTapped))).finish()
print("sheet open:", store.addPlant != nil)
print("plants:", store.plants)
