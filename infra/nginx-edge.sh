#!/bin/sh
# Writes the part of infra/nginx.conf that differs between deployments, from the environment,
# to /tmp/nginx-edge.conf (which nginx.conf includes). The nginx image runs it from
# /docker-entrypoint.d at every start; elsewhere, run it before nginx (infra/README.md
# "The proxy outside Docker").
#   EDGE_RESOLVER           DNS servers nginx asks, space-separated (default: /etc/resolv.conf's,
#                           which is Docker's 127.0.0.11 in compose and the cluster DNS in Kubernetes)
#   EDGE_API_UPSTREAM       host:port of the api (default api:3001)
#   EDGE_REALTIME_UPSTREAM  host:port of the realtime gateways (default realtime:3002)
#   EDGE_TRUSTED_PROXIES    comma-separated addresses or CIDR ranges of the load balancers in front,
#                           whose X-Forwarded-For names the client (default: none, nginx is the edge)
# It also checks PHOTO_ORIGIN, which it does not write: the image's envsubst step has already
# put it into the APP_URL maps (the CSP's img-src), where anything but an origin would be
# dropped without a word, or, with a quote, break the file.
#   PHOTO_ORIGIN            scheme://host[:port] the api redirects photos to (PHOTO_DELIVERY=redirect),
#                           nothing after it (default: none, photos come from the app itself)
# nginx looks names up itself, without resolv.conf's search domains: in Kubernetes give the full
# name (api.<namespace>.svc.cluster.local:3001).
set -eu

out="${EDGE_CONF_FILE:-/tmp/nginx-edge.conf}"
resolv_conf="${EDGE_RESOLV_CONF:-/etc/resolv.conf}"

fail() {
  echo "nginx-edge.sh: $1" >&2
  exit 1
}

# Only characters these settings can have: nothing may end a directive or open a block. The
# fourth argument, when given, says what a valid value looks like.
check() {
  name="$1"
  value="$2"
  pattern="$3"
  printf '%s' "$value" | grep -Eq "^($pattern)\$" || fail "$name is not valid: '$value'${4:+ ($4)}"
}

resolver="${EDGE_RESOLVER:-}"
if [ -z "$resolver" ]; then
  resolver=$(awk '$1 == "nameserver" { printf "%s%s", sep, ($2 ~ /:/ ? "[" $2 "]" : $2); sep = " " }' "$resolv_conf")
fi
[ -n "$resolver" ] || fail "no EDGE_RESOLVER, and no nameserver in $resolv_conf"
for server in $resolver; do
  check EDGE_RESOLVER "$server" '[A-Za-z0-9.-]+(:[0-9]+)?|\[[0-9A-Fa-f:.]+\](:[0-9]+)?'
done

api="${EDGE_API_UPSTREAM:-api:3001}"
realtime="${EDGE_REALTIME_UPSTREAM:-realtime:3002}"
check EDGE_API_UPSTREAM "$api" '[A-Za-z0-9.-]+:[0-9]+'
check EDGE_REALTIME_UPSTREAM "$realtime" '[A-Za-z0-9.-]+:[0-9]+'

photo_origin="${PHOTO_ORIGIN:-}"
if [ -n "$photo_origin" ]; then
  check PHOTO_ORIGIN "$photo_origin" 'https?://([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:[0-9]+)?' \
    'an origin only: scheme://host[:port], no path, not even a trailing /'
fi

trusted=$(printf '%s' "${EDGE_TRUSTED_PROXIES:-}" | tr ',' ' ')
for range in $trusted; do
  check EDGE_TRUSTED_PROXIES "$range" '[0-9A-Fa-f:.]+(/[0-9]{1,3})?'
done

{
  echo "# Written by infra/nginx-edge.sh from the environment at start-up."
  echo "resolver $resolver valid=10s ipv6=off;"
  echo "map \$host \$api_upstream { default http://$api; }"
  echo "map \$host \$realtime_upstream { default http://$realtime; }"
  for range in $trusted; do
    echo "set_real_ip_from $range;"
  done
} >"$out"
