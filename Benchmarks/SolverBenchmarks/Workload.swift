import ConstraintSolver

/// The three UI-shaped families of `Benchmarks/Kiwi/SolverWorkloads.md`.
enum Family: String, CaseIterable {
    case flat, stack, nested
}

/// One built system: the solver, the window's edit variables and four variables per view.
struct WorkloadSystem {
    let family: Family
    let count: Int
    let solver = Solver()
    let windowWidth = Variable("winW")
    let windowHeight = Variable("winH")
    let left: [Variable]
    let top: [Variable]
    let width: [Variable]
    let height: [Variable]

    /// Builds the system exactly as the workloads file writes it (same order, same strengths).
    init(_ family: Family, count: Int) throws {
        self.family = family
        self.count = count
        left = (0..<count).map { _ in Variable() }
        top = (0..<count).map { _ in Variable() }
        width = (0..<count).map { _ in Variable() }
        height = (0..<count).map { _ in Variable() }
        try solver.addEditVariable(windowWidth, strength: .strong)
        try solver.addEditVariable(windowHeight, strength: .strong)
        try solver.suggestValue(windowWidth, 800)
        try solver.suggestValue(windowHeight, 600)
        for index in 0..<count { try addConstraints(ofView: index) }
        solver.updateVariables()
    }

    private func addConstraints(ofView i: Int) throws {
        let (L, T, W, H, winW, winH) = (left, top, width, height, windowWidth, windowHeight)
        switch family {
        case .flat:
            let column = i % 10, row = i / 10
            let fraction = Double(column) / 10
            try solver.addConstraint(column == 0 ? L[i] == 2 : L[i] == fraction * winW + 2)
            try solver.addConstraint(T[i] == 30 * Double(row) + 2)
            try solver.addConstraint(W[i] <= 0.1 * winW - 4)
            try solver.addConstraint((W[i] == 60) | .weak)
            try solver.addConstraint((H[i] == 26) | .strong)
        case .stack:
            try solver.addConstraint(L[i] == 8)
            try solver.addConstraint(L[i] + W[i] == winW - 8)
            try solver.addConstraint(i == 0 ? T[0] == 8 : T[i] == T[i - 1] + H[i - 1] + 8)
            try solver.addConstraint((H[i] == 44) | .strong)
        case .nested:
            if i == 0 {
                try solver.addConstraint(L[0] == 1)
                try solver.addConstraint(T[0] == 1)
                try solver.addConstraint(L[0] + W[0] == winW - 1)
                try solver.addConstraint(T[0] + H[0] == winH - 1)
            } else {
                try solver.addConstraint(L[i] == L[i - 1] + 1)
                try solver.addConstraint(T[i] == T[i - 1] + 1)
                try solver.addConstraint(L[i] + W[i] == L[i - 1] + W[i - 1] - 1)
                try solver.addConstraint(T[i] + H[i] == T[i - 1] + H[i - 1] - 1)
            }
        }
    }

    /// The required constraint the toggle operation adds and removes (view m = N / 2).
    func toggleConstraint() -> Constraint {
        let m = count / 2
        switch family {
        case .flat: return width[m] == 30
        case .stack: return height[m] == 88
        case .nested: return width[m] == 100
        }
    }

    /// Σ (L + T + W + H) over every view, as published by the last `updateVariables()`.
    func checksum() -> Double {
        (0..<count).reduce(0) { sum, i in
            sum + solver.value(of: left[i]) + solver.value(of: top[i])
                + solver.value(of: width[i]) + solver.value(of: height[i])
        }
    }

    /// The closed-form checksum of the workloads file (window height 600 throughout).
    static func expectedChecksum(_ family: Family, count: Int, windowWidth: Double, toggled: Bool = false) -> Double {
        let m = count / 2
        var total = 0.0
        switch family {
        case .flat:
            for i in 0..<count {
                let column = Double(i % 10), row = Double(i / 10)
                let width = toggled && i == m ? 30 : min(60, 0.1 * windowWidth - 4)
                total += column / 10 * windowWidth + 2 + 30 * row + 2 + width + 26
            }
        case .stack:
            for i in 0..<count {
                let top = 8 + 52 * Double(i) + (toggled && i > m ? 44 : 0)
                let height: Double = toggled && i == m ? 88 : 44
                total += 8 + (windowWidth - 16) + top + height
            }
        case .nested:
            let width = toggled ? 100 + 2 * Double(m + 1) : windowWidth
            for i in 0..<count {
                let inset = 2 * Double(i + 1)
                total += inset + (width - inset) + (600 - inset)
            }
        }
        return total
    }
}
