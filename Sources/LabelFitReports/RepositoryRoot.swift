import Foundation
import LabelFitCore
#if canImport(Glibc)
import Glibc
#endif

/// The folder a CI service names paths from, and a report's paths re-expressed from it.
///
/// Findings carry paths relative to the working directory (`CheckRunner.root`), which is what a
/// person at a terminal wants. A CI service attaches a finding to a file only by its path from the
/// repository's root: GitHub's workflow commands and SARIF upload read `file=` / `uri` against the
/// checkout (docs.github.com, "Workflow commands for GitHub Actions", `file`: "the path of the file
/// for which the annotation should be created", relative to the repository; "SARIF support for code
/// scanning", `artifactLocation.uri`: "a relative path from the root of the GitHub repository"), and
/// GitLab's Code Quality `location.path` is "the relative path to the file … in the repository"
/// (docs.gitlab.com, "Code Quality", report format). Run from a subfolder, the working-directory
/// path would name no file there.
///
/// The root is, in order: `$GITHUB_WORKSPACE` (GitHub's default environment variables: "the default
/// working directory on the runner for steps, and the default location of your repository when
/// using the checkout action"), `$CI_PROJECT_DIR` (GitLab's predefined variables: "the full path the
/// repository is cloned to"), the nearest enclosing folder holding `.git` (a folder, or a file for a
/// worktree or submodule: gitrepository-layout(5)), else the working directory itself.
public struct RepositoryRoot: Sendable, Equatable {
    /// The root, physical (symbolic links resolved), without a trailing slash.
    public let path: String
    /// The working directory the findings' relative paths start from, physical.
    public let workingDirectory: String

    public init(path: String, workingDirectory: String) {
        self.path = Self.physical(path)
        self.workingDirectory = Self.physical(workingDirectory)
    }

    /// The root for this process: its environment and working directory.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment,
                               workingDirectory: String = FileManager.default.currentDirectoryPath) -> RepositoryRoot {
        RepositoryRoot(path: locate(environment: environment, workingDirectory: workingDirectory), workingDirectory: workingDirectory)
    }

    static func locate(environment: [String: String], workingDirectory: String) -> String {
        for variable in ["GITHUB_WORKSPACE", "CI_PROJECT_DIR"] {
            if let v = environment[variable], !v.isEmpty, isFolder(v) { return v }
        }
        var dir = physical(workingDirectory)
        // Bounded by the path's depth: each step drops one component.
        while true {
            if FileManager.default.fileExists(atPath: dir + "/.git") { return dir }
            let parent = PathText.parent(of: dir)
            if parent == dir || parent.isEmpty { break }
            dir = parent
        }
        return workingDirectory
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `path` with symbolic links resolved (realpath(3)), or as given when it does not exist.
    static func physical(_ path: String) -> String {
        guard let p = realpath(path, nil) else {
            return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        }
        defer { free(p) }
        return String(cString: p)
    }

    /// A finding's path (relative to the working directory, or absolute) as a path from the root;
    /// a file outside the root keeps its absolute path, which no CI service can attach but a person
    /// can still open.
    public func relative(_ file: String) -> String {
        let absolute = file.hasPrefix("/") ? file : (workingDirectory == "/" ? "/" : workingDirectory + "/") + file
        let standard = (absolute as NSString).standardizingPath
        if standard == path { return "." }
        let prefix = path == "/" ? "/" : path + "/"
        return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : standard
    }

    /// Whether the root is the working directory, so paths stay as they are.
    public var isWorkingDirectory: Bool { path == workingDirectory }
}
