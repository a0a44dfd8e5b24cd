import Foundation
import Testing
@testable import HeadlessKit

/// `Transform3D` follows `CATransform3D`: row vectors, `concatenating` applies `self` first, and
/// the affine conversions keep the six affine components.
@MainActor @Suite struct Transform3DTests {
    @Test func theIdentityIsIdentityAndAffine() {
        #expect(Transform3D.identity.isIdentity)
        #expect(Transform3D.identity.isAffine)
        #expect(Transform3D.identity.affine == .identity)
        #expect(!Transform3D(translationX: 1, y: 0, z: 0).isIdentity)
    }

    // CATransform3DMakeTranslation / MakeScale put their values on the translation row and diagonal.
    @Test func translationAndScaleFillTheirComponents() {
        let translation = Transform3D(translationX: 1, y: 2, z: 3)
        #expect([translation.m41, translation.m42, translation.m43, translation.m44] == [1, 2, 3, 1])
        let scale = Transform3D(scaleX: 2, y: 3, z: 4)
        #expect([scale.m11, scale.m22, scale.m33, scale.m44] == [2, 3, 4, 1])
        #expect(scale.isAffine == false)   // z scale 4: not the plane's identity
        #expect(Transform3D(scaleX: 2, y: 3, z: 1).isAffine)
    }

    // A rotation about the z axis is the affine rotation: clockwise on screen.
    @Test func aRotationAboutZIsTheAffineRotation() {
        let rotation = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        #expect(rotation.isAffine)
        #expect(rotation.affine == AffineTransform2D(rotationAngle: 0.3))
    }

    @Test func aRotationAboutTheZeroVectorIsTheIdentity() {
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    }

    // CATransform3DConcat(a, b) applies a, then b.
    @Test func concatenatingAppliesSelfFirst() {
        let translateThenScale = Transform3D(translationX: 10, y: 0, z: 0).concatenating(Transform3D(scaleX: 2, y: 2, z: 1))
        #expect(translateThenScale.m41 == 20)
        #expect(translateThenScale.m11 == 2)
        // CATransform3DScale(t, …) scales first: the translation is not scaled.
        let scaledFirst = Transform3D(translationX: 10, y: 0, z: 0).scaledBy(x: 2, y: 2, z: 1)
        #expect(scaledFirst.m41 == 10)
    }

    // CATransform3DMakeAffineTransform / GetAffineTransform round-trip the six components.
    @Test func affineTransformsRoundTrip() {
        let affine = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let transform = Transform3D(affine)
        #expect(transform.isAffine)
        #expect(transform.affine == affine)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        #expect(!perspective.isAffine)
        #expect(perspective.affine == .identity)
    }

    // CATransform3DInvert returns its argument unchanged when it cannot be inverted.
    @Test func invertingUndoesTheTransformOrReturnsItWhenSingular() {
        // Scale by (2, 4, 8), then move by (3, -4, 5): undone by moving back, then scaling down.
        let transform = Transform3D(translationX: 3, y: -4, z: 5).scaledBy(x: 2, y: 4, z: 8)
        let undo = Transform3D(translationX: -3, y: 4, z: -5).concatenating(Transform3D(scaleX: 0.5, y: 0.25, z: 0.125))
        #expect(transform.inverted() == undo)
        let flat = Transform3D(scaleX: 0, y: 1, z: 1)
        #expect(flat.inverted() == flat)
    }

    @Test func theDescriptionListsTheRowsInTheFixedFormat() {
        #expect(Transform3D(translationX: 1.5, y: 0, z: 0).description == "[1 0 0 0; 0 1 0 0; 0 0 1 0; 1.5 0 0 1]")
    }
}
