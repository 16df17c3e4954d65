extension EdgeInsets {
    /// `{"top", "left", "bottom", "right"}`, UIKit's `UIEdgeInsets` order.
    public var jsonValue: JSONValue {
        .object([("top", .number(top)), ("left", .number(left)), ("bottom", .number(bottom)), ("right", .number(right))])
    }

    /// `top,left,bottom,right` for narrow tables (`24,0,20,0`).
    public var compactText: String {
        [top, left, bottom, right].map(NumberText.points).joined(separator: ",")
    }
}
