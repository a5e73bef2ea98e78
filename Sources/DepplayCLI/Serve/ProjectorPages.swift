import Foundation
import Synchronization

/// The workshop page of each served lesson (`depplay html LESSON.md`), made the first time
/// the teacher's page asks for it.
final class ProjectorPages: Sendable {
  private let paths: [String: String]
  private let made = Mutex<[String: String]>([:])

  /// The pages of `lessons`.
  init(lessons: [Lesson]) {
    paths = Dictionary(lessons.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
  }

  /// The page of lesson `name`; nil when the room does not serve it (or it cannot run).
  func page(of name: String) -> String? {
    if let page = made.withLock({ $0[name] }) { return page }
    guard let path = paths[name], let run = try? WorkshopRun.load(path: path) else { return nil }
    let page = WorkshopPage(run: run).render()
    made.withLock { $0[name] = page }
    return page
  }
}
