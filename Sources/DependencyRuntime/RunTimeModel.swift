/// An object whose type was declared at run time, such as a model in a depplay script.
///
/// Messages about a model name its type; such an object names the type it stands for
/// instead of its own Swift class.
package protocol RunTimeModel: AnyObject {
  /// The name of the type this object is an instance of.
  var modelTypeName: String { get }
}
