/// A method of an array, a Set, a dictionary, a string, a Bool, a Date or a URL that the
/// language calls, as Swift's: the value's part of the catalogue (``Callee/Methods/value``),
/// which the checker resolves a call's name and argument labels to once, and the interpreter
/// and the exporter then switch over.
package enum ValueMethod: Sendable {
  /// `names.append("Blob")`
  case append
  /// `names.append(contentsOf: ["Blob Jr."])`
  case appendContents
  /// `names.insert("Blob", at: 0)`
  case insert
  /// `names.remove(at: 0)`: gives the element removed.
  case remove
  /// `rows.remove(id: 2)`, of an identified array: gives the element removed, an Optional.
  case removeID
  /// `rows.remove(atOffsets: [0, 2])` (SwiftUI's `onDelete` gives the `IndexSet`): removes
  /// the elements at those positions.
  case removeAtOffsets
  /// `rows.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)`, of an identified array
  /// (SwiftUI's `onMove` gives the positions): the elements at those positions, in order,
  /// go before the element at the destination.
  case moveOffsets
  /// `rows.index(id: 2)`, of an identified array: the position of the element with that
  /// `id`, an Optional.
  case indexID
  /// `names.removeAll()`
  case removeAll
  /// `todos.removeAll { $0.isDone }`, `todos.removeAll(where: \.isDone)`: removes the
  /// elements the function holds for.
  case removeAllWhere
  /// `names.contains("Blob")`, `(1...5).contains(score)`
  case contains
  /// `names.contains { $0.isEmpty }`, `todos.contains(where: \.isDone)`
  case containsWhere
  /// `numbers.map { $0 * 2 }`, `todos.map(\.title)`
  case map
  /// `numbers.filter { $0 > 2 }`, `todos.filter(\.isDone)`
  case filter
  /// `totals.mapValues { Int($0) }`, of a dictionary: the same keys, each value transformed.
  case mapValues
  /// `texts.compactMap { Int($0) }`: the results that are not `nil`.
  case compactMap
  /// `groups.flatMap { $0 }`: the arrays the closure gives, joined; a `Result`'s
  /// `flatMap { … }`: the closure's own `Result` for a success, the failure kept.
  case flatMap
  /// `todos.firstIndex { $0.id == id }`, `todos.firstIndex(where: …)`: an optional index.
  case firstIndex
  /// `todos.first { $0.id == id }`, `todos.first(where: …)`: an optional element.
  case firstWhere
  /// `isOn.toggle()`, of a Bool.
  case toggle
  /// `date.addingTimeInterval(90)`: the date that many seconds later.
  case addingTimeInterval
  /// `later.timeIntervalSince(earlier)`: the seconds between two dates, a `Double`.
  case timeIntervalSince
  /// `url.appendingPathComponent("users")`: the URL with one more path component.
  case appendingPathComponent
  /// `url.appending(path: "users/42")`: the URL with the path appended.
  case appendingPath

  /// `ages.removeValue(forKey: "Blob")`: removes a dictionary's key, giving its value (an
  /// Optional).
  case removeValue
  /// `text.uppercased()`
  case uppercased
  /// `text.lowercased()`
  case lowercased
  /// `text.hasPrefix("He")`
  case hasPrefix
  /// `text.hasSuffix("!")`
  case hasSuffix
  /// `text.prefix(3)`, `numbers.prefix(2)`: at most that many elements from the start (a
  /// `Substring` or an `ArraySlice`, printed as a string or an array is).
  case prefix
  /// `text.suffix(3)`, `numbers.suffix(2)`: at most that many from the end.
  case suffix
  /// `"a,b".split(separator: ",")`: the non-empty pieces between separators.
  case split
  /// `names.joined(separator: ", ")`, `names.joined()`: an array of strings as one string.
  case joined
  /// `numbers.sorted()`, `ages.sorted { $0.key < $1.key }`, `sorted(by:)`: the elements
  /// (a dictionary's entries) in ascending order, or in the order the closure says.
  case sorted
  /// `numbers.sort()`, `todos.sort { $0.title < $1.title }`, `sort(by:)`: sorts the array in
  /// place, as `sorted` orders it.
  case sort
  /// `numbers.reduce(0, +)`, `numbers.reduce(0) { $0 + $1 }`: the closure applied to the
  /// running result and each element in turn, from the initial result.
  case reduce
  /// `words.reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }`: the closure
  /// changes the running result, its `inout` first argument, for each element in turn.
  case reduceInto
  /// `numbers.min()`, `numbers.max()`: the least or greatest element, an Optional (`nil` for
  /// an empty array).
  case min, max
  /// `numbers.reversed()`, `(0..<3).reversed()`: the elements of an array or a range, last
  /// first.
  case reversed
  /// `numbers.enumerated()`: each element with its offset, as Swift's `(offset:element:)`
  /// tuples.
  case enumerated
  /// `n.isMultiple(of: 3)`, of an Int.
  case isMultiple
  /// `task.cancel()`, of a `Task`'s handle: cancels the task (a sleep in it throws
  /// `CancellationError`).
  case cancel
  /// `result.get()`, of a `Result`: the success's value, or its failure thrown.
  case get
  /// `result.mapError { … }`, of a `Result`: its failure transformed (`map` transforms its
  /// success).
  case mapError
  /// `mode.is(\.playing)`, of a `@CasePathable` enum: whether the value is the case the case
  /// key path names.
  case isCase
  /// `events.withValue { $0.append("tap") }`, of a `LockIsolated`: runs the closure with the
  /// boxed value as its `inout` argument, under the lock, giving what the closure gives.
  case withValue
  /// `events.setValue([])`, of a `LockIsolated`: replaces the boxed value.
  case setValue
  /// `$count.withLock { $0 += 1 }`, of a `@Shared` reference: runs the closure with the
  /// shared value as an `inout` argument under the storage's lock; its result is the call's.
  /// Of an `NSLock`, `lock.withLock { … }`: runs the closure holding the lock.
  case withLock
  /// `lock.lock()`, of an `NSLock`: waits until no other code holds it, then holds it.
  case lock
  /// `lock.unlock()`, of an `NSLock`: lets it go.
  case unlock
  /// `semaphore.wait()`, of a `DispatchSemaphore`: takes one from its count, first running
  /// the blocks `asyncAfter` scheduled, earliest deadline first, while the count is short.
  case wait
  /// `semaphore.signal()`, of a `DispatchSemaphore`: adds one to its count; gives 1 when that
  /// wakes a waiter, else 0.
  case signal
  /// `semaphore.wait(timeout:)` or `wait(wallTimeout:)`, of a `DispatchSemaphore`: refused by
  /// name, since a timeout is real time, which the script's order of work does not follow.
  case timedWait
  /// `calendar.dateComponents([.year, .month], from: date)`, of a `Calendar`: the date
  /// broken into those units.
  case dateComponents
  /// `calendar.component(.weekday, from: date)`, of a `Calendar`: one unit of the date, an
  /// Int.
  case component
  /// `calendar.date(byAdding: .day, value: 2, to: date)`, of a `Calendar`: the date that many
  /// units later (earlier for a negative value), an Optional.
  case dateByAdding
  /// `calendar.startOfDay(for: date)`, of a `Calendar`: the first moment of the date's day.
  case startOfDay
  /// `calendar.isDateInWeekend(date)`, of a `Calendar`: whether the date falls on a weekend.
  case isDateInWeekend
  /// `calendar.isDate(date, inSameDayAs: other)`, of a `Calendar`: whether both dates fall on
  /// the same day.
  case isDateInSameDay
  /// `continuation.yield(level)` (`yield()` of a stream of `Void`), of an `AsyncStream`'s
  /// continuation: hands the stream one element (buffered until a loop awaits it).
  case yield
  /// `continuation.finish()`, of an `AsyncStream`'s continuation: ends the stream once its
  /// buffered elements are read.
  case finish
  /// `continuation.finish(throwing: error)`, of an `AsyncThrowingStream`'s continuation: ends
  /// the stream once its buffered elements are read, the loop reading it then throwing
  /// `error`.
  case finishThrowing
  /// `formatter.string(from: date)`, of a `DateFormatter`: the date as its format, locale
  /// and time zone write it.
  case stringFromDate
  /// `timeZone.secondsFromGMT()`, of a `TimeZone`: its offset from GMT now, in seconds.
  case secondsFromGMT
  /// `defaults.integer(forKey: "launches")`, of a `UserDefaults`: the key's value as an
  /// `Int`, `0` when it has none.
  case integerForKey
  /// `defaults.double(forKey: "ratio")`: the key's value as a `Double`, `0.0` when none.
  case doubleForKey
  /// `defaults.bool(forKey: "seen")`: the key's value as a `Bool`, `false` when none.
  case boolForKey
  /// `defaults.string(forKey: "name")`: the key's value as a `String?`, `nil` when none.
  case stringForKey
  /// `defaults.set(3, forKey: "launches")`: stores the value under the key.
  case setForKey
  /// `defaults.removeObject(forKey: "launches")`: the key has no value any more.
  case removeObjectForKey
  /// `defaults.removePersistentDomain(forName: "reading")`: empties the named domain.
  case removePersistentDomain
  /// `formatter.date(from: "2024-03-01T09:00:00Z")`, of an `ISO8601DateFormatter`: the date
  /// the text spells, an Optional (`nil` when it spells none).
  case dateFromString
  /// `start.distance(to: end)`, of a `Date`: the seconds from one to the other.
  case distanceTo
  /// `start.duration(to: clock.now)`, of a clock's instant: the `Duration` from one to the
  /// other.
  case durationTo
  /// `clock.now.advanced(by: .seconds(1))`, of a clock's instant: the instant that much later.
  case advancedBy
  /// `try encoder.encode(settings)`, of a `JSONEncoder`: the value's JSON, as `Data`.
  case encode
  /// `try decoder.decode(Settings.self, from: data)`, of a `JSONDecoder`: the value the JSON
  /// spells, or Swift's `DecodingError` thrown.
  case decode
  /// `names.popLast()`: removes the last element and gives it, an Optional (`nil` for an
  /// empty array).
  case popLast
  /// `names.removeLast()`: removes the last element and gives it (Swift stops the program
  /// on an empty array).
  case removeLast
  /// `names.removeFirst()`: removes the first element and gives it (Swift stops the program
  /// on an empty array).
  case removeFirst
  /// `names.firstIndex(of: "Blob")`: the index of the first equal element, an Optional.
  case firstIndexOf
  /// `numbers.dropFirst()`, `numbers.dropFirst(2)`, `text.dropFirst()`: all but the first
  /// element (or that many), printed as an array or a string is.
  case dropFirst
  /// `numbers.dropLast()`, `numbers.dropLast(2)`: all but the last element (or that many).
  case dropLast
  /// `tags.insert("new")`, of a Set: adds the element unless the set holds an equal one,
  /// giving Swift's `(inserted:memberAfterInsert:)`.
  case insertMember
  /// `tags.remove("old")`, of a Set: removes the equal element, giving it (an Optional).
  case removeMember
  /// `a.union(b)`, of a Set: the elements of either.
  case union
  /// `a.intersection(b)`, of a Set: the elements of both.
  case intersection
  /// `a.subtracting(b)`, of a Set: the elements of `a` that `b` does not hold.
  case subtracting
  /// `a.isSubset(of: b)`, of a Set: whether `b` holds every element of `a`.
  case isSubset
  /// `scores.allSatisfy { $0 > 0 }`: whether the function holds for every element (`true`
  /// for an empty array).
  case allSatisfy
  /// `text.padding(toLength: 10, withPad: " ", startingAt: 0)`: Foundation's padding (or
  /// truncation) to a length.
  case padding
  /// `text.replacingOccurrences(of: " ", with: "-")`: Foundation's replacement of every
  /// occurrence.
  case replacingOccurrences
  /// `seconds.truncatingRemainder(dividingBy: 3600)`, of a Double: the remainder of the
  /// division whose quotient is rounded toward zero (a Double's `%`).
  case truncatingRemainder
  /// `price.rounded()`, `price.rounded(.up)`, of a Double: the whole number the rule
  /// (``RoundingRule``, read from the implied member written) gives, a Double.
  case rounded
  /// `text.trimmingCharacters(in: .whitespaces)`: Foundation's trimming of the characters of
  /// a set (``CharacterSetName``, read from the implied member written) from both ends.
  case trimmingCharacters
  /// `text.components(separatedBy: ",")`: Foundation's pieces between separators, empty
  /// ones kept.
  case components
  /// `Zone(rawValue: 2).map { "zone \($0)" }`, where the receiver is known to be an
  /// Optional: the closure's value for a value, `nil` for `nil`.
  case optionalMap
  /// `Int(text).flatMap { $0 > 0 ? $0 : nil }`, where the receiver is known to be an
  /// Optional: the closure's own Optional for a value, `nil` for `nil`.
  case optionalFlatMap
  /// `rows.append(row)`, where the receiver is known to be an identified array: appends the
  /// element unless its `id` is there already, and gives `(inserted: Bool, index: Int)` (the
  /// element's index, or that of the one already there).
  case identifiedAppend
  /// `rows.insert(row, at: 0)`, where the receiver is known to be an identified array: as
  /// ``identifiedAppend``, at the position given.
  case identifiedInsert
  /// `destination.modify(\.edit) { $0.title = "Draft" }`, of a `@Reducer enum`'s state
  /// (CasePaths' `modify`): the state its case holds, changed in place by the closure; in
  /// another case, an issue and no change.
  case modifyCase

  /// The method called `name` with these argument labels (a trailing closure is the last
  /// argument, unlabelled), whatever the value's type: the checker resolves each call of a
  /// method on a value to it once (``Resolutions/View/valueMethod(of:)``), and the value's
  /// type decides at run time whether it has that method. `nil` when no value has one.
  /// `map` and `flatMap` of a receiver the checker knows to be an Optional (`ofOptional`)
  /// are the Optional's own, `append` and `insert(_:at:)` of one it knows to be an
  /// identified array (`ofIdentified`) the identified array's.
  package init?(
    name: String, labels: [String?], trailingClosure: Bool, ofOptional: Bool = false,
    ofIdentified: Bool = false
  ) {
    let written = labels + (trailingClosure ? [nil] : [])
    switch (name, written) {
    case ("map", [nil]) where ofOptional: self = .optionalMap
    case ("flatMap", [nil]) where ofOptional: self = .optionalFlatMap
    case ("append", [nil]) where ofIdentified && !trailingClosure: self = .identifiedAppend
    case ("insert", [nil, "at"]) where ofIdentified && !trailingClosure: self = .identifiedInsert
    case ("append", [nil]): self = .append
    case ("append", ["contentsOf"]): self = .appendContents
    case ("insert", [nil, "at"]): self = .insert
    case ("remove", ["at"]): self = .remove
    case ("remove", ["id"]): self = .removeID
    case ("remove", ["atOffsets"]): self = .removeAtOffsets
    case ("move", ["fromOffsets", "toOffset"]) where ofIdentified: self = .moveOffsets
    case ("index", ["id"]): self = .indexID
    case ("removeAll", []): self = .removeAll
    case ("removeAll", ["where"]): self = .removeAllWhere
    case ("removeAll", [nil]) where trailingClosure: self = .removeAllWhere
    case ("contains", [nil]): self = trailingClosure ? .containsWhere : .contains
    case ("contains", ["where"]): self = .containsWhere
    case ("map", [nil]): self = .map
    case ("filter", [nil]): self = .filter
    case ("mapValues", [nil]): self = .mapValues
    case ("compactMap", [nil]): self = .compactMap
    case ("flatMap", [nil]): self = .flatMap
    case ("firstIndex", ["where"]): self = .firstIndex
    case ("firstIndex", [nil]) where trailingClosure: self = .firstIndex
    case ("first", ["where"]): self = .firstWhere
    case ("first", [nil]) where trailingClosure: self = .firstWhere
    case ("toggle", []): self = .toggle
    case ("addingTimeInterval", [nil]) where !trailingClosure: self = .addingTimeInterval
    case ("timeIntervalSince", [nil]) where !trailingClosure: self = .timeIntervalSince
    case ("removeValue", ["forKey"]): self = .removeValue
    case ("uppercased", []): self = .uppercased
    case ("lowercased", []): self = .lowercased
    case ("hasPrefix", [nil]) where !trailingClosure: self = .hasPrefix
    case ("hasSuffix", [nil]) where !trailingClosure: self = .hasSuffix
    case ("prefix", [nil]) where !trailingClosure: self = .prefix
    case ("suffix", [nil]) where !trailingClosure: self = .suffix
    case ("split", ["separator"]): self = .split
    case ("joined", ["separator"]), ("joined", []): self = .joined
    case ("sorted", []), ("sorted", ["by"]): self = .sorted
    case ("sorted", [nil]) where trailingClosure: self = .sorted
    case ("sort", []), ("sort", ["by"]): self = .sort
    case ("sort", [nil]) where trailingClosure: self = .sort
    case ("reduce", [nil, nil]): self = .reduce
    case ("reduce", ["into", nil]): self = .reduceInto
    case ("min", []), ("min", ["by"]): self = .min
    case ("min", [nil]) where trailingClosure: self = .min
    case ("max", []), ("max", ["by"]): self = .max
    case ("max", [nil]) where trailingClosure: self = .max
    case ("enumerated", []): self = .enumerated
    case ("reversed", []): self = .reversed
    case ("isMultiple", ["of"]) where !trailingClosure: self = .isMultiple
    case ("get", []): self = .get
    case ("cancel", []): self = .cancel
    case ("mapError", [nil]): self = .mapError
    case ("is", [nil]) where !trailingClosure: self = .isCase
    case ("appendingPathComponent", [nil]) where !trailingClosure: self = .appendingPathComponent
    case ("appending", ["path"]) where !trailingClosure: self = .appendingPath
    case ("withValue", [nil]): self = .withValue
    case ("withLock", [nil]): self = .withLock
    case ("lock", []) where !trailingClosure: self = .lock
    case ("unlock", []) where !trailingClosure: self = .unlock
    case ("wait", []) where !trailingClosure: self = .wait
    case ("signal", []) where !trailingClosure: self = .signal
    case ("wait", ["timeout"]),
      ("wait", ["wallTimeout"]) where !trailingClosure:
      self = .timedWait
    case ("setValue", [nil]) where !trailingClosure: self = .setValue
    case ("dateComponents", [nil, "from"]) where !trailingClosure: self = .dateComponents
    case ("component", [nil, "from"]) where !trailingClosure: self = .component
    case ("date", ["byAdding", "value", "to"]) where !trailingClosure: self = .dateByAdding
    case ("startOfDay", ["for"]) where !trailingClosure: self = .startOfDay
    case ("isDateInWeekend", [nil]) where !trailingClosure: self = .isDateInWeekend
    case ("isDate", [nil, "inSameDayAs"]) where !trailingClosure: self = .isDateInSameDay
    case ("yield", [nil]) where !trailingClosure, ("yield", []) where !trailingClosure:
      self = .yield
    case ("finish", []): self = .finish
    case ("finish", ["throwing"]) where !trailingClosure: self = .finishThrowing
    case ("string", ["from"]) where !trailingClosure: self = .stringFromDate
    case ("secondsFromGMT", []): self = .secondsFromGMT
    case ("integer", ["forKey"]) where !trailingClosure: self = .integerForKey
    case ("double", ["forKey"]) where !trailingClosure: self = .doubleForKey
    case ("bool", ["forKey"]) where !trailingClosure: self = .boolForKey
    case ("string", ["forKey"]) where !trailingClosure: self = .stringForKey
    case ("set", [nil, "forKey"]) where !trailingClosure: self = .setForKey
    case ("removeObject", ["forKey"]) where !trailingClosure: self = .removeObjectForKey
    case ("removePersistentDomain", ["forName"]) where !trailingClosure:
      self = .removePersistentDomain
    case ("popLast", []): self = .popLast
    case ("removeLast", []): self = .removeLast
    case ("removeFirst", []): self = .removeFirst
    case ("firstIndex", ["of"]) where !trailingClosure: self = .firstIndexOf
    case ("dropFirst", []),
      ("dropFirst", [nil]) where !trailingClosure:
      self = .dropFirst
    case ("dropLast", []),
      ("dropLast", [nil]) where !trailingClosure:
      self = .dropLast
    case ("insert", [nil]) where !trailingClosure: self = .insertMember
    case ("remove", [nil]) where !trailingClosure: self = .removeMember
    case ("union", [nil]) where !trailingClosure: self = .union
    case ("intersection", [nil]) where !trailingClosure: self = .intersection
    case ("subtracting", [nil]) where !trailingClosure: self = .subtracting
    case ("isSubset", ["of"]) where !trailingClosure: self = .isSubset
    case ("allSatisfy", [nil]): self = .allSatisfy
    case ("padding", ["toLength", "withPad", "startingAt"]) where !trailingClosure:
      self = .padding
    case ("replacingOccurrences", ["of", "with"]) where !trailingClosure:
      self = .replacingOccurrences
    case ("date", ["from"]) where !trailingClosure: self = .dateFromString
    case ("distance", ["to"]) where !trailingClosure: self = .distanceTo
    case ("duration", ["to"]) where !trailingClosure: self = .durationTo
    case ("advanced", ["by"]) where !trailingClosure: self = .advancedBy
    case ("encode", [nil]) where !trailingClosure: self = .encode
    case ("decode", [nil, "from"]) where !trailingClosure: self = .decode
    case ("truncatingRemainder", ["dividingBy"]) where !trailingClosure:
      self = .truncatingRemainder
    case ("rounded", []),
      ("rounded", [nil]) where !trailingClosure:
      self = .rounded
    case ("trimmingCharacters", ["in"]) where !trailingClosure: self = .trimmingCharacters
    case ("components", ["separatedBy"]) where !trailingClosure: self = .components
    case ("modify", [nil, nil]) where trailingClosure: self = .modifyCase
    default: return nil
    }
  }

  /// Whether it calls a function on each element (a closure or a key path).
  package var takesFunction: Bool {
    switch self {
    case .containsWhere, .map, .filter, .compactMap, .flatMap, .firstIndex, .firstWhere,
      .removeAllWhere, .allSatisfy, .optionalMap, .optionalFlatMap:
      true
    default: false
    }
  }

  /// Whether a closure passed to it takes its parameters' types from the method, as Swift
  /// infers them: the methods that call a function on each element, and those that order,
  /// pick or combine elements with one (`sorted(by:)`, `max(by:)`, `reduce(_:_:)`).
  package var typesItsClosure: Bool {
    takesFunction || self == .sorted || self == .sort || self == .reduce || self == .min
      || self == .max || self == .mapValues
  }

  /// Whether a range has it as a `Sequence` of its integers: `(0..<n).map { … }`.
  package var walksRange: Bool {
    switch self {
    case .map, .filter, .compactMap, .reduce, .allSatisfy: true
    default: false
    }
  }

  /// Whether what it gives is an Optional (`nil` when no element is found).
  package var givesOptional: Bool {
    switch self {
    case .firstIndex, .firstWhere, .removeValue, .min, .max, .dateByAdding, .popLast,
      .firstIndexOf, .removeMember, .dateFromString, .optionalMap, .optionalFlatMap, .indexID,
      .stringForKey:
      true
    default: false
    }
  }

  /// Whether its closure's first argument is `inout`: a `LockIsolated`'s `withValue`, whose
  /// closure changes the boxed value, `reduce(into:_:)`, whose closure changes the result,
  /// and `modify(_:_:)`, whose closure changes the state of the case.
  package var lendsInout: Bool {
    self == .withValue || self == .withLock || self == .reduceInto || self == .modifyCase
  }

  /// What fixes the type of its first argument, the seed of a combination, as Swift infers
  /// the method's generic `Result`: `reduce(_:_:)`'s closure gives the next result, so its
  /// result; `reduce(into:_:)`'s closure changes its `inout` first parameter, so what it
  /// assigns there. `nil` for a method whose arguments share no type with its closure.
  package var seedTyping: SeedTyping? {
    switch self {
    case .reduce: .closureResult
    case .reduceInto: .closureInoutParameter
    default: nil
    }
  }

  /// Where a method's closure fixes the type of the seed it is given (``seedTyping``).
  package enum SeedTyping: Sendable {
    /// The closure's result has the seed's type.
    case closureResult
    /// The closure's first parameter, `inout`, has the seed's type.
    case closureInoutParameter
  }

  /// Whether it throws (a call needs `try`): a `Result`'s `get()`, a `JSONEncoder`'s
  /// `encode` and a `JSONDecoder`'s `decode`.
  package var isThrowing: Bool { self == .get || self == .encode || self == .decode }

  /// Whether it changes the value it is called on (Swift's `mutating`).
  package var isMutating: Bool {
    switch self {
    case .append, .appendContents, .insert, .remove, .removeID, .removeAtOffsets, .moveOffsets,
      .removeAll,
      .removeAllWhere, .toggle, .removeValue, .sort, .popLast, .removeLast, .removeFirst,
      .insertMember, .removeMember, .identifiedAppend, .identifiedInsert, .modifyCase:
      true
    case .contains, .containsWhere, .map, .filter, .mapValues, .compactMap, .flatMap, .firstIndex,
      .firstWhere,
      .addingTimeInterval, .timeIntervalSince, .appendingPathComponent, .appendingPath,
      .uppercased, .lowercased, .hasPrefix, .hasSuffix, .prefix, .suffix, .split, .joined,
      .sorted, .reduce, .min, .max, .enumerated, .reversed, .isMultiple, .get, .mapError, .isCase,
      .cancel,
      .dateComponents, .component, .dateByAdding, .startOfDay, .isDateInWeekend, .isDateInSameDay,
      .withValue, .setValue, .withLock, .lock, .unlock, .wait, .signal, .timedWait, .yield, .finish,
      .finishThrowing,
      .stringFromDate, .secondsFromGMT,
      .integerForKey, .doubleForKey, .boolForKey, .stringForKey, .setForKey,
      .removeObjectForKey, .removePersistentDomain,
      .firstIndexOf, .indexID,
      .dropFirst, .dropLast, .union, .intersection, .subtracting, .isSubset, .reduceInto,
      .allSatisfy, .padding, .replacingOccurrences, .dateFromString, .distanceTo, .durationTo,
      .advancedBy, .encode, .decode, .truncatingRemainder, .rounded, .trimmingCharacters,
      .components, .optionalMap, .optionalFlatMap:
      // A `LockIsolated` is a class: `withValue` and `setValue` change the box it refers to;
      // a continuation is shared by its stream and every copy; a `UserDefaults` is a class.
      false
    }
  }
}
