import HeadlessUIKit

struct Settings: Equatable {
    var notificationsOn = true
    var textScale: Float = 1.0
    var theme = 0            // 0 system, 1 light, 2 dark
    var reminderDays = 3
}

protocol SettingsViewControllerDelegate: AnyObject {
    func settingsViewController(_ controller: SettingsViewController, didChange settings: Settings)
    func settingsViewControllerDidRequestSignOut(_ controller: SettingsViewController)
    func settingsViewControllerDidFinish(_ controller: SettingsViewController)
}

/// One row of the settings list: a title on the left and a control on the right.
final class SettingsRow: UIView {
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let accessory: UIView

    init(title: String, accessory: UIView) {
        self.accessory = accessory
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        detailLabel.font = .preferredFont(forTextStyle: .caption1)
        detailLabel.textColor = .secondaryLabel

        let labels = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
        labels.axis = .vertical
        labels.spacing = 2
        let row = UIStackView(arrangedSubviews: [labels, accessory])
        row.alignment = .center
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor, constant: 11),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -11),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A settings screen built from stack views in a scroll view: a switch, a slider, a segmented
/// control, a stepper and a destructive button that asks for confirmation in an action sheet.
final class SettingsViewController: UIViewController {
    weak var delegate: SettingsViewControllerDelegate?
    private(set) var settings: Settings {
        didSet { delegate?.settingsViewController(self, didChange: settings) }
    }

    let scrollView = UIScrollView()
    let notificationsSwitch = UISwitch()
    let textSizeSlider = UISlider()
    let themeControl = UISegmentedControl(items: ["System", "Light", "Dark"])
    let reminderStepper = UIStepper()
    let signOutButton = UIButton(type: .system)
    private(set) var reminderRow: SettingsRow!

    init(settings: Settings) {
        self.settings = settings
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.settingsViewControllerDidFinish(self)
        })

        notificationsSwitch.isOn = settings.notificationsOn
        notificationsSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.settings.notificationsOn = self.notificationsSwitch.isOn
            self.reminderRow.isHidden = !self.notificationsSwitch.isOn
        }, for: .valueChanged)

        textSizeSlider.minimumValue = 0.8
        textSizeSlider.maximumValue = 1.6
        textSizeSlider.value = settings.textScale
        textSizeSlider.widthAnchor.constraint(equalToConstant: 160).isActive = true
        textSizeSlider.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.settings.textScale = (self.textSizeSlider.value * 10).rounded() / 10
        }, for: .valueChanged)

        themeControl.selectedSegmentIndex = settings.theme
        themeControl.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.settings.theme = self.themeControl.selectedSegmentIndex
        }, for: .valueChanged)

        reminderStepper.minimumValue = 1
        reminderStepper.maximumValue = 7
        reminderStepper.value = Double(settings.reminderDays)
        reminderStepper.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.settings.reminderDays = Int(self.reminderStepper.value)
            self.reminderRow.detailLabel.text = "Every \(self.settings.reminderDays) days"
        }, for: .valueChanged)

        var configuration = UIButton.Configuration.plain()
        configuration.title = "Sign Out"
        configuration.baseForegroundColor = .systemRed
        signOutButton.configuration = configuration
        signOutButton.addAction(UIAction { [weak self] _ in self?.confirmSignOut() }, for: .touchUpInside)

        reminderRow = SettingsRow(title: "Remind me", accessory: reminderStepper)
        reminderRow.detailLabel.text = "Every \(settings.reminderDays) days"
        reminderRow.isHidden = !settings.notificationsOn
        let rows = [
            SettingsRow(title: "Notifications", accessory: notificationsSwitch),
            reminderRow!,
            SettingsRow(title: "Text size", accessory: textSizeSlider),
            SettingsRow(title: "Theme", accessory: themeControl),
        ]
        let list = UIStackView(arrangedSubviews: rows + [signOutButton])
        list.axis = .vertical
        list.spacing = 1
        list.setCustomSpacing(32, after: rows[rows.count - 1])
        list.translatesAutoresizingMaskIntoConstraints = false

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(list)
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            list.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            list.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            list.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
    }

    private func confirmSignOut() {
        let sheet = UIAlertController(title: nil, message: "Sign out of this device?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.delegate?.settingsViewControllerDidRequestSignOut(self)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
