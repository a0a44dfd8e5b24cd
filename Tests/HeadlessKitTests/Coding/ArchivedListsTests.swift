import Foundation
import Testing
@testable import HeadlessKit

/// Every archived key of the scroll, table, collection and text views ends up as if set in code.
@MainActor
@Suite struct ArchivedListsTests {
    private func expectDecoded(_ json: String, equals expected: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        ArchivedContentTests.expectDecoded(json, equals: expected, sourceLocation: sourceLocation)
    }

    private static let scrollKeys = """
        "contentSize": [400, 800], "contentInset": [1, 2, 3, 4], "contentInsetAdjustmentBehavior": "never",
        "contentOffset": [0, 40], "isScrollEnabled": false, "isPagingEnabled": true, "bounces": false,
        "alwaysBounceVertical": false, "alwaysBounceHorizontal": true, "isDirectionalLockEnabled": true,
        "minimumZoomScale": 0.5, "maximumZoomScale": 3, "keyboardDismissMode": "interactive",
        "delaysContentTouches": false, "canCancelContentTouches": false, "scrollsToTop": false
        """

    private static func configureScrolling(_ scroll: ScrollView) {
        scroll.contentSize = CGSize(width: 400, height: 800)
        scroll.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        scroll.isScrollEnabled = false
        scroll.isPagingEnabled = true
        scroll.bounces = false
        scroll.alwaysBounceVertical = false
        scroll.alwaysBounceHorizontal = true
        scroll.isDirectionalLockEnabled = true
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        scroll.keyboardDismissMode = .interactive
        scroll.delaysContentTouches = false
        scroll.canCancelContentTouches = false
        scroll.scrollsToTop = false
    }

    @Test func aScrollViewDecodesEveryKey() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        Self.configureScrolling(scroll)
        expectDecoded("{\"class\": \"UIScrollView\", \"frame\": [0, 0, 320, 480], \(Self.scrollKeys)}", equals: scroll)
    }

    @Test func aScrollViewClipsItsContentUnlessItsArchiveSaysNot() {
        // UIScrollView clips to its bounds by default, in code and in Interface Builder alike.
        let unclipped = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        unclipped.clipsToBounds = false
        expectDecoded("{\"class\": \"UIScrollView\", \"frame\": [0, 0, 320, 480], \"clipsToBounds\": false}", equals: unclipped)
        let decoded: ScrollView? = ArchiveFixture().decode("{\"class\": \"UIScrollView\", \"frame\": [0, 0, 320, 480]}")
        #expect([ScrollView().clipsToBounds, TableView().clipsToBounds, decoded?.clipsToBounds] == [true, true, true])
    }

    @Test func aTableViewDecodesItsStyleFirstThenEveryKey() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        Self.configureScrolling(table)
        table.rowHeight = 60
        table.estimatedRowHeight = 0
        table.sectionHeaderHeight = 30
        table.sectionFooterHeight = 10
        table.separatorStyle = .none
        table.separatorColor = .red
        table.separatorInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        table.allowsSelection = false
        table.allowsMultipleSelection = true
        table.isEditing = true
        expectDecoded("""
            {"class": "UITableView", "style": "insetGrouped", "frame": [0, 0, 320, 480], \(Self.scrollKeys),
             "rowHeight": 60, "estimatedRowHeight": 0, "sectionHeaderHeight": 30, "sectionFooterHeight": 10,
             "separatorStyle": "none", "separatorColor": "red", "separatorInset": [0, 20, 0, 0], "allowsSelection": false,
             "allowsMultipleSelection": true, "isEditing": true}
            """, equals: table)
    }

    @Test func aTableViewBouncesVerticallyUnlessTheArchiveSaysOtherwise() throws {
        let fixture = ArchiveFixture()
        #expect(fixture.decode(#"{"class": "TableView"}"#, as: TableView.self)?.alwaysBounceVertical == true)
        #expect(fixture.decode(#"{"class": "TableView", "alwaysBounceVertical": false}"#, as: TableView.self)?.alwaysBounceVertical == false)
    }

    @Test func aCellDecodesItsStyleIdentifierAndLabelsAndPutsItsSubviewsInItsContentView() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "Item")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        cell.contentView.frame = cell.bounds // an archived cell is made at its archived size
        cell.accessoryType = .disclosureIndicator
        cell.separatorInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.contentView.addSubview(Label(frame: CGRect(x: 16, y: 8, width: 100, height: 20)))
        expectDecoded("""
            {"class": "UITableViewCell", "style": "subtitle", "reuseIdentifier": "Item", "frame": [0, 0, 375, 60],
             "accessoryType": "disclosureIndicator", "separatorInset": [0, 15, 0, 0], "text": "Title", "detailText": "Detail",
             "subviews": [{"class": "Label", "frame": [16, 8, 100, 20]}]}
            """, equals: cell)
    }

    @Test func aDetailTextOnACellStyleWithoutADetailLabelIsAProblem() {
        let fixture = ArchiveFixture()
        _ = fixture.decode(#"{"class": "TableViewCell", "id": "c", "detailText": "x"}"#, as: TableViewCell.self)
        #expect(fixture.messages == [
            "Test.nib.json, line 1: object \"c\" (TableViewCell), key \"detailText\": a cell of the default style has no detail label",
        ])
    }

    @Test func aHeaderFooterViewDecodesItsIdentifierAndContent() {
        let header = TableViewHeaderFooterView(reuseIdentifier: "Header")
        header.contentView.addSubview(Label(frame: .zero))
        expectDecoded("""
            {"class": "UITableViewHeaderFooterView", "reuseIdentifier": "Header", "subviews": [{"class": "Label"}]}
            """, equals: header)
    }

    @Test func aCollectionViewDecodesItsArchivedFlowLayout() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 90)
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 4
        layout.minimumInteritemSpacing = 6
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        layout.sectionInsetReference = .fromSafeArea
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        expectDecoded("""
            {"class": "UICollectionView", "frame": [0, 0, 320, 200], "collectionViewLayout": {"class": "UICollectionViewFlowLayout",
             "scrollDirection": "horizontal", "itemSize": [80, 90], "estimatedItemSize": "automatic", "minimumLineSpacing": 4,
             "minimumInteritemSpacing": 6, "sectionInset": [1, 2, 3, 4], "sectionInsetReference": "fromSafeArea",
             "headerReferenceSize": [0, 40], "footerReferenceSize": [0, 20]}}
            """, equals: collection)
    }

    @Test func collectionCellsAndReusableViewsDecodeTheirIdentifier() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        cell.reuseIdentifier = "Photo"
        cell.contentView.addSubview(ImageView(frame: .zero))
        expectDecoded("""
            {"class": "UICollectionViewCell", "frame": [0, 0, 50, 50], "reuseIdentifier": "Photo", "subviews": [{"class": "ImageView"}]}
            """, equals: cell)
        let header = CollectionReusableView(frame: .zero)
        header.reuseIdentifier = "Header"
        expectDecoded(#"{"class": "UICollectionReusableView", "reuseIdentifier": "Header"}"#, equals: header)
    }

    @Test func aTextFieldDecodesEveryKey() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.font = .preferredFont(forTextStyle: .body)
        field.textColor = .darkText
        field.textAlignment = .right
        field.text = "ada"
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.background = Image(systemName: "bg")
        field.disabledBackground = Image(systemName: "dbg")
        field.clearButtonMode = .whileEditing
        field.clearsOnBeginEditing = true
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 9
        field.isSecureTextEntry = true
        field.keyboardType = .emailAddress
        field.keyboardAppearance = .dark
        field.returnKeyType = .go
        field.enablesReturnKeyAutomatically = true
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.textContentType = .username
        expectDecoded("""
            {"class": "UITextField", "frame": [0, 0, 200, 34], "font": {"textStyle": "body"}, "textColor": "darkText",
             "textAlignment": "right", "text": "ada", "placeholder": "Name", "borderStyle": "roundedRect",
             "background": {"systemName": "bg"}, "disabledBackground": {"systemName": "dbg"}, "clearButtonMode": "whileEditing",
             "clearsOnBeginEditing": true, "adjustsFontSizeToFitWidth": true, "minimumFontSize": 9, "isSecureTextEntry": true,
             "keyboardType": "emailAddress", "keyboardAppearance": "dark", "returnKeyType": "go",
             "enablesReturnKeyAutomatically": true, "autocapitalizationType": "none", "autocorrectionType": "no",
             "spellCheckingType": "no", "textContentType": "username"}
            """, equals: field)
    }

    @Test func aTextViewDecodesEveryKey() {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.isScrollEnabled = false // a scroll view's keys are read first
        textView.font = .systemFont(ofSize: 14)
        textView.textColor = .secondaryLabel
        textView.textAlignment = .justified
        textView.text = "Notes"
        textView.isEditable = false
        textView.isSelectable = false
        textView.textContainerInset = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        textView.isSecureTextEntry = true
        textView.keyboardType = .numberPad
        textView.keyboardAppearance = .light
        textView.returnKeyType = .done
        textView.autocapitalizationType = .words
        textView.autocorrectionType = .yes
        textView.spellCheckingType = .yes
        textView.textContentType = .name
        expectDecoded("""
            {"class": "UITextView", "frame": [0, 0, 300, 200], "font": {"system": 14}, "textColor": "secondaryLabel",
             "textAlignment": "justified", "text": "Notes", "isEditable": false, "isSelectable": false,
             "textContainerInset": [4, 4, 4, 4], "isSecureTextEntry": true, "keyboardType": "numberPad",
             "keyboardAppearance": "light", "returnKeyType": "done", "autocapitalizationType": "words",
             "autocorrectionType": "yes", "spellCheckingType": "yes", "textContentType": "name", "isScrollEnabled": false}
            """, equals: textView)
    }
}
