#include "storage/auth.h"

#include <sodium.h>

#include <stdexcept>

namespace spaceline::storage {

namespace {

void init() {
  // sodium_init() is safe to call more than once and from several threads.
  static const int ok = sodium_init();
  if (ok < 0) throw std::runtime_error("libsodium could not be initialised");
}

std::string hex(const unsigned char* p, size_t n) {
  std::string out(n * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), p, n);
  out.pop_back();
  return out;
}

}  // namespace

std::string hash_password(const std::string& password) {
  init();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(out, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
    throw std::runtime_error("out of memory while hashing a password");
  return out;
}

bool verify_password(const std::string& hash, const std::string& password) {
  init();
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

std::string random_token() {
  init();
  unsigned char b[32];
  randombytes_buf(b, sizeof b);
  return hex(b, sizeof b);
}

std::string token_digest(const std::string& token) {
  init();
  unsigned char d[32];
  crypto_generichash(d, sizeof d, reinterpret_cast<const unsigned char*>(token.data()), token.size(), nullptr, 0);
  return hex(d, sizeof d);
}

}  // namespace spaceline::storage
