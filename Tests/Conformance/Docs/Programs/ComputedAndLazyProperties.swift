struct Rectangle {
  var width: Double
  var height: Double

  var area: Double { width * height }
  var isSquare: Bool { width == height }

  static let unit = Rectangle(width: 1, height: 1)
}

final class Report {
  let title: String
  lazy var header: String = {
    print("building the header")
    return "== \(title.uppercased()) =="
  }()

  init(title: String) {
    self.title = title
  }
}

let rectangle = Rectangle(width: 3, height: 4.5)
print(rectangle.area, rectangle.isSquare, Rectangle.unit.isSquare)
var square = rectangle
square.height = 3
print(square.isSquare, rectangle.height, square.area)

let report = Report(title: "weekly")
print("report made")
print(report.header)
print(report.header)
