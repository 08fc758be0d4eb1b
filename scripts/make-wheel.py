#!/usr/bin/env python3
"""Packs a release bundle (scripts/release) into a Python wheel, with the standard library only.

    scripts/make-wheel.py BUNDLE VERSION OUTDIR     prints the wheel's path

The wheel (PEP 427, the "Binary distribution format" specification at packaging.python.org) holds
    labelfit/__init__.py      the launcher: main() execs bundle/labelfit with the arguments
    labelfit/__main__.py      `python -m labelfit`
    labelfit/bundle/...       the bundle as it is: labelfit, lib/, Fonts/, licenses/, DEBIAN-PACKAGES
    labelfit-VERSION.dist-info/METADATA, WHEEL, entry_points.txt, RECORD
and its `labelfit` console script (entry_points.txt) is what `pip install` puts on PATH. The binary
finds Fonts/ beside itself (the nearest Fonts/fonts.json at or above /proc/self/exe) and lib/ through
its RPATH $ORIGIN/lib, so the installed package works wherever pip puts it.

Its tag is py3-none-manylinux_2_G_ARCH: any Python 3 (the launcher is plain Python), no Python ABI
(the binary is not an extension module), and the manylinux platform of PEP 600, "glibc 2.G or later
on ARCH", G and ARCH this machine's, where the binary and lib/ were built and copied: they need
nothing from the system but glibc.
"""
import base64
import hashlib
import os
import platform
import re
import stat
import sys
import time
import zipfile

LAUNCHER = '''"""LabelFit: checks that translated UI labels still fit. The `labelfit` command runs the bundled binary."""
import os
import sys

__version__ = "{version}"

BINARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bundle", "labelfit")


def main():
    # exec, not a child process: the binary gets the terminal, signals and exit code as if run itself.
    # It finds Fonts/ and lib/ beside itself, through /proc/self/exe and its RPATH $ORIGIN/lib.
    if not os.access(BINARY, os.X_OK):
        sys.stderr.write("labelfit: the bundled binary %s is missing or not executable; "
                         "reinstall the wheel\\n" % BINARY)
        sys.exit(2)
    os.execv(BINARY, [BINARY] + sys.argv[1:])
'''

MAIN = '''from labelfit import main

main()
'''


def fail(message):
    sys.stderr.write("make-wheel: %s\n" % message)
    sys.exit(1)


def platform_tag():
    """manylinux_2_G_ARCH from this machine (PEP 600: "manylinux_${GLIBCMAJOR}_${GLIBCMINOR}_${ARCH}")."""
    libc = os.confstr("CS_GNU_LIBC_VERSION") if "CS_GNU_LIBC_VERSION" in os.confstr_names else None
    match = re.fullmatch(r"glibc (\d+)\.(\d+)(?:\.\d+)?", libc or "")
    if not match:
        fail("this machine's C library is not glibc (%r): no manylinux tag applies" % libc)
    arch = platform.machine()
    if not re.fullmatch(r"[a-z0-9_]+", arch):
        fail("unexpected machine architecture %r" % arch)
    return "manylinux_%s_%s_%s" % (match.group(1), match.group(2), arch)


def record_hash(data):
    # The wheel spec: "sha256=" and the urlsafe-base64-nopad encoding of the digest.
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def main(argv):
    if len(argv) != 4:
        fail("usage: make-wheel.py BUNDLE VERSION OUTDIR")
    bundle, version, outdir = argv[1:]
    # The version as PEP 440 writes it in its canonical public form (release segment, optional pre,
    # post, dev): the file name and METADATA must carry the same, normalized one.
    if not re.fullmatch(r"\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?", version):
        fail("version %r is not a canonical PEP 440 version" % version)
    if not os.access(os.path.join(bundle, "labelfit"), os.X_OK):
        fail("%s/labelfit is missing or not executable" % bundle)
    tag = "py3-none-" + platform_tag()
    distinfo = "labelfit-%s.dist-info" % version
    files = []  # (archive name, bytes, unix mode)
    files.append(("labelfit/__init__.py", LAUNCHER.format(version=version).encode(), 0o644))
    files.append(("labelfit/__main__.py", MAIN.encode(), 0o644))
    for root, dirs, names in os.walk(bundle):
        dirs.sort()
        for name in sorted(names):
            path = os.path.join(root, name)
            if os.path.islink(path) or not os.path.isfile(path):
                fail("%s is not a regular file (a wheel holds files only)" % path)
            mode = os.stat(path).st_mode
            # pip restores the executable bit from the archive's Unix mode (the upper 16 bits of
            # external_attr), as the wheel spec's installers do for scripts.
            perm = 0o755 if mode & stat.S_IXUSR else 0o644
            with open(path, "rb") as f:
                files.append(("labelfit/bundle/" + os.path.relpath(path, bundle).replace(os.sep, "/"), f.read(), perm))
    metadata = "\n".join([
        "Metadata-Version: 2.1",
        "Name: labelfit",
        "Version: " + version,
        "Summary: Checks that translated UI labels (English to Arabic) still fit, measured with real fonts",
        "License: see labelfit/bundle/Fonts/licenses and labelfit/bundle/licenses",
        "Requires-Python: >=3.6",
        "Classifier: Operating System :: POSIX :: Linux",
        "Classifier: Environment :: Console",
        "",
        "The labelfit command-line tool, with its fonts and shared libraries, for Linux with glibc.",
        "",
    ])
    wheel = "\n".join([
        "Wheel-Version: 1.0",
        "Generator: labelfit scripts/make-wheel.py",
        # Not pure: the package holds a platform binary, so it installs into platlib.
        "Root-Is-Purelib: false",
        "Tag: " + tag,
        "",
    ])
    entry_points = "[console_scripts]\nlabelfit = labelfit:main\n"
    files.append((distinfo + "/METADATA", metadata.encode(), 0o644))
    files.append((distinfo + "/WHEEL", wheel.encode(), 0o644))
    files.append((distinfo + "/entry_points.txt", entry_points.encode(), 0o644))
    record = "".join("%s,%s,%d\n" % (n, record_hash(d), len(d)) for n, d, _ in files)
    # RECORD lists itself with no hash and no size (the wheel spec).
    record += distinfo + "/RECORD,,\n"
    files.append((distinfo + "/RECORD", record.encode(), 0o644))

    os.makedirs(outdir, exist_ok=True)
    path = os.path.join(outdir, "labelfit-%s-%s.whl" % (version, tag))
    # A fixed timestamp (SOURCE_DATE_EPOCH when set): the same bundle gives the same wheel.
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "315532800"))
    stamp = tuple(time.gmtime(max(epoch, 315532800))[:6])
    with zipfile.ZipFile(path + ".part", "w", zipfile.ZIP_DEFLATED) as z:
        for name, data, perm in files:
            info = zipfile.ZipInfo(name, stamp)
            info.external_attr = (stat.S_IFREG | perm) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data, compresslevel=6)
    os.replace(path + ".part", path)
    print(path)


if __name__ == "__main__":
    main(sys.argv)
