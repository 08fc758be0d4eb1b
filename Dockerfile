# LabelFit in a container: `docker build -t labelfit .`, then in a repository
#   docker run --rm -v "$PWD:/work" labelfit init
#   docker run --rm -v "$PWD:/work" labelfit check --format sarif --output labelfit.sarif
# Two stages on Debian 12 (bookworm), the platform LabelFit is built and tested on: the Swift
# toolchain image builds a release binary with the Swift runtime linked in (--static-swift-stdlib),
# and the runtime image holds only that binary, Fonts/ beside it, and the Debian packages of the C
# libraries it loads. docs/ci.md has the CI recipes.
ARG SWIFT_IMAGE=swift:6.3-bookworm

FROM ${SWIFT_IMAGE} AS build
WORKDIR /src
# The -dev packages first, in a layer of their own, so a source change does not reinstall them.
COPY scripts/install-deps scripts/install-deps
RUN scripts/install-deps && rm -rf /var/lib/apt/lists/*
# The package as it is (.dockerignore leaves out .build and .git): Package.swift names the test and
# benchmark targets' folders, so they must exist even though only the labelfit product is built.
COPY . .
RUN swift build -c release --product labelfit --static-swift-stdlib \
 && mkdir -p /opt/labelfit \
 && cp "$(swift build -c release --static-swift-stdlib --show-bin-path)/labelfit" /opt/labelfit/labelfit \
 && cp -R Fonts /opt/labelfit/Fonts \
 && if ldd /opt/labelfit/labelfit | grep -E 'libswift|libFoundation|libdispatch|not found'; then exit 1; fi

FROM debian:12-slim
# The packages of the shared libraries the binary names (its ELF NEEDED entries; apt brings what they
# load in turn, which the release bundle's DEBIAN-PACKAGES lists library by library); fontconfig-config
# comes with libfontconfig1.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libharfbuzz0b libfreetype6 libfontconfig1 libicu72 libmicrohttpd12 libyaml-0-2 libxml2 libmimalloc2.0 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /opt/labelfit /opt/labelfit
# Fonts/ beside the binary is found without LABELFIT_FONTS; on PATH for `docker run … labelfit …`
# and for pre-commit's docker language (.pre-commit-hooks.yaml), which sets the entrypoint itself.
ENV PATH=/opt/labelfit:$PATH
WORKDIR /work
ENTRYPOINT ["labelfit"]
CMD ["check"]
