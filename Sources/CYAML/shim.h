/* libyaml (Debian libyaml-dev, pkg-config yaml-0.1): the YAML 1.1 parser the catalog readers use. */
#include <yaml.h>
