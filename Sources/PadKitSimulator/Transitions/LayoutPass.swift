/// UIKit's layout pass: top-down over the view tree, for views that need layout.
///
/// For a controller's root view: `viewWillLayoutSubviews()`, the view's `layoutSubviews()`,
/// `viewDidLayoutSubviews()`, then the subviews (`UIViewController` documentation: the view
/// controller is told before and after its view lays out its subviews).
enum LayoutPass {
    static func run(from view: View, in window: Window) {
        if view.needsLayout {
            let owner = view.owningViewController
            if let owner {
                window.trace.record(owner.traceName, "viewWillLayoutSubviews()", [
                    TraceDetail("sees", "\(owner.traitCollection.summary) \(SizeText.text(view.bounds.size))"),
                ])
                owner.viewWillLayoutSubviews()
            }
            window.trace.record(view.traceName, "layoutSubviews()", [TraceDetail("bounds", SizeText.text(view.bounds.size))])
            view.didLayout()
            view.layoutSubviews()
            if let owner {
                window.trace.record(owner.traceName, "viewDidLayoutSubviews()")
                owner.viewDidLayoutSubviews()
            }
        }
        for subview in view.subviews {
            run(from: subview, in: window)
        }
    }
}
