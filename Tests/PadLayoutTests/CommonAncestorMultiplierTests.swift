import Foundation
import Testing

@testable import PadLayout

/// A constraint with a multiplier other than 1 between location attributes is evaluated in its
/// items' nearest common ancestor's coordinates, as UIKit evaluates it: a button at 4 times its
/// card's `centerX` (`card.centerX == 4 × button.centerX`) sits a quarter of the card's width in,
/// wherever the card is. Written after Element's device view, whose card is 10 pt in from the root
/// and whose "OK" button Interface Builder stores at 57.5 in a 580-pt card (290 / 4 − 15).
struct CommonAncestorMultiplierTests {
    @Test(
        "a multiplied location is measured in the common ancestor's own bounds",
        arguments: [(10.0, 74.0), (0.0, 0.0), (123.0, 45.5)])
    func card(x: Double, y: Double) throws {
        let window = root(600, 600)
        let card = child("card", in: window)
        card.leftAnchor.constraint(equalTo: window.leftAnchor, constant: x).isActive = true
        card.topAnchor.constraint(equalTo: window.topAnchor, constant: y).isActive = true
        card.widthAnchor.constraint(equalToConstant: 580).isActive = true
        card.heightAnchor.constraint(equalToConstant: 250).isActive = true
        let button = child("ok", in: card)
        button.widthAnchor.constraint(equalToConstant: 30).isActive = true
        button.heightAnchor.constraint(equalToConstant: 30).isActive = true
        try LayoutConstraint(item: card, attribute: .centerX, relatedBy: .equal, toItem: button, attribute: .centerX, multiplier: 4)
            .isActive = true
        try LayoutConstraint(item: card, attribute: .centerY, relatedBy: .equal, toItem: button, attribute: .centerY, multiplier: 0.5)
            .isActive = true
        let sibling = child("sibling", in: card)
        sibling.widthAnchor.constraint(equalToConstant: 20).isActive = true
        sibling.heightAnchor.constraint(equalToConstant: 20).isActive = true
        // Between two siblings: the card's coordinates too.
        try LayoutConstraint(item: sibling, attribute: .left, relatedBy: .equal, toItem: button, attribute: .right, multiplier: 2)
            .isActive = true
        sibling.topAnchor.constraint(equalTo: button.topAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 57.5, y: 235, width: 30, height: 30))
        #expect(sibling.frame == CGRect(x: 175, y: 235, width: 20, height: 20))
    }

    @Test("a multiplier of 1 is the same in any coordinates")
    func unmultiplied() {
        let window = root(400, 300)
        let card = child("card", in: window)
        card.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 50).isActive = true
        card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
        card.widthAnchor.constraint(equalToConstant: 200).isActive = true
        card.heightAnchor.constraint(equalToConstant: 100).isActive = true
        let v = child("v", in: card)
        v.widthAnchor.constraint(equalToConstant: 40).isActive = true
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        v.centerXAnchor.constraint(equalTo: card.centerXAnchor).isActive = true
        v.centerYAnchor.constraint(equalTo: card.centerYAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 80, y: 45, width: 40, height: 10))
    }
}
